// The club's own script: mounts the shop's studio in #studio and shows what it tells the page.
// Query: ?shop=<key>&garment=<garment>&locale=en|kh&autostart=0 (the end-to-end tests use them).
const query = new URLSearchParams(location.search);
const settings = document.getElementById('studio-settings');
const log = document.getElementById('event-log');
const summary = document.getElementById('design-summary');
const element = document.getElementById('studio');
const shop = query.get('shop') ?? 'angkor';
let studio = null;

if (query.get('garment')) settings.elements.garment.value = query.get('garment');
if (query.get('locale')) settings.elements.locale.value = query.get('locale');

function logEvent(event) {
  const item = document.createElement('li');
  item.dataset.event = event.type;
  item.textContent = event.type === 'error' ? `error: ${event.code}` : event.type;
  // What the studio says to the page's developer, on hover.
  if (event.type === 'error') item.title = event.message;
  log.append(item);
}

function mount() {
  if (studio) return;
  studio = window.TeamwearDesigner.mount(element, {
    shop,
    garment: settings.elements.garment.value,
    locale: settings.elements.locale.value,
    // What this page kept of an earlier visit (Read the design), if anything.
    design: sessionStorage.getItem('club-design') ?? undefined,
    onEvent: logEvent,
  });
}

document.getElementById('mount-studio').addEventListener('click', mount);
document.getElementById('unmount-studio').addEventListener('click', () => {
  studio?.unmount();
  studio = null;
});
document.getElementById('read-design').addEventListener('click', () => {
  const design = studio?.getDesign();
  if (!design) {
    summary.textContent = 'No design yet.';
    return;
  }
  sessionStorage.setItem('club-design', JSON.stringify(design));
  summary.textContent = `Design read: ${design.product}, team name "${design.teamName}".`;
});
settings.elements.locale.addEventListener('change', () => studio?.setLocale(settings.elements.locale.value));
document.getElementById('join-club').addEventListener('click', () => {
  summary.textContent = 'Thanks for joining!';
});

if (!window.TeamwearDesigner) {
  summary.textContent = 'The shop’s studio could not be loaded.';
} else if (query.get('autostart') !== '0') {
  mount();
}

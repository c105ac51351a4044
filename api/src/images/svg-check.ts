import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

/*
 * Is an SVG safe to keep, serve and draw? It is read by saxes, a strict, namespace-aware XML parser:
 * what is not well-formed XML is refused (a browser refuses it too, so what we check is what a browser
 * would see); saxes never reads a DTD or an external entity and expands no entity but the five of XML.
 * Every element and attribute must be on the allow-lists below, judged by namespace and local name, so
 * `<svg:script>` is a script and `<x:script xmlns:x="urn:x">` is not SVG at all. The upload is refused
 * with what was found rather than cleaned: the shop keeps exactly the file it chose, and a cleaner that
 * rewrites markup is one more place where what we checked and what a browser reads could differ.
 */

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';
const XHTML = 'http://www.w3.org/1999/xhtml';
const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * Drawing programs' own notes (Inkscape, Sodipodi, Illustrator, Sketch, Affinity, RDF/Dublin Core/Creative
 * Commons metadata). No browser or renderer gives elements or attributes of these namespaces any behaviour.
 */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'adobe:ns:meta/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
  'http://www.figma.com/figma/ns',
]);
const isEditorNamespace = (uri: string) => EDITOR_NAMESPACES.has(uri) || uri.startsWith('http://ns.adobe.com/');

/** SVG elements that draw, group, describe or paint — nothing that runs, links, animates or embeds. */
const SVG_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'title', 'desc', 'metadata', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'image',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology',
  'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

/** Why a well-known SVG element is refused, said in the message. */
const REFUSED_SVG_ELEMENTS: Record<string, string> = {
  script: 'a script element',
  foreignObject: 'a foreignObject element (it can hold HTML)',
  a: 'a link (an <a> element)',
  animate: 'an animation element (<animate>), which can rewrite links',
  animateMotion: 'an animation element (<animateMotion>)',
  animateTransform: 'an animation element (<animateTransform>)',
  animateColor: 'an animation element (<animateColor>)',
  set: 'an animation element (<set>), which can rewrite links',
  iframe: 'an embedded page (<iframe>)',
};

/** Attributes no browser reads as CSS or as an address (content: diagrams.net keeps its drawing there). */
const PLAIN_ATTRIBUTES = new Set(['id', 'class', 'lang', 'role', 'tabindex', 'focusable', 'version', 'baseProfile', 'zoomAndPan', 'contentStyleType', 'content']);

/** Geometry, painting and filter attributes; their values are checked like CSS (they may hold url()). */
const CSS_ATTRIBUTES = new Set([
  'style', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'dx', 'dy',
  'width', 'height', 'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'transform',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'clipPathUnits', 'maskUnits',
  'maskContentUnits', 'patternUnits', 'patternContentUnits', 'patternTransform', 'markerUnits',
  'markerWidth', 'markerHeight', 'refX', 'refY', 'orient', 'rotate', 'textLength', 'lengthAdjust',
  'startOffset', 'method', 'spacing', 'side', 'path', 'filterUnits', 'primitiveUnits', 'filterRes', 'in',
  'in2', 'result', 'stdDeviation', 'edgeMode', 'mode', 'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4',
  'order', 'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'kernelUnitLength', 'preserveAlpha',
  'surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent', 'limitingConeAngle',
  'pointsAtX', 'pointsAtY', 'pointsAtZ', 'azimuth', 'elevation', 'z', 'scale', 'xChannelSelector',
  'yChannelSelector', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'tableValues',
  'slope', 'intercept', 'amplitude', 'exponent', 'media', 'title', 'systemLanguage', 'requiredFeatures',
  // presentation attributes (SVG 1.1 and 2)
  'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation',
  'color-interpolation-filters', 'color-profile', 'color-rendering', 'cursor', 'direction', 'display',
  'dominant-baseline', 'enable-background', 'fill', 'fill-opacity', 'fill-rule', 'filter', 'flood-color',
  'flood-opacity', 'font', 'font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style',
  'font-variant', 'font-weight', 'glyph-orientation-horizontal', 'glyph-orientation-vertical',
  'image-rendering', 'isolation', 'kerning', 'letter-spacing', 'lighting-color', 'marker', 'marker-end',
  'marker-mid', 'marker-start', 'mask', 'mask-type', 'mix-blend-mode', 'opacity', 'overflow', 'paint-order',
  'pointer-events', 'shape-rendering', 'solid-color', 'solid-opacity', 'stop-color', 'stop-opacity',
  'stroke', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-opacity', 'stroke-width', 'text-anchor', 'text-decoration', 'text-overflow',
  'text-rendering', 'transform-box', 'transform-origin', 'unicode-bidi', 'vector-effect', 'visibility',
  'white-space', 'word-spacing', 'writing-mode',
]);

/** CSS functions that paint, measure, transform or select; none loads anything. url() is checked apart. */
const CSS_FUNCTIONS = new Set([
  'url', 'var', 'calc', 'min', 'max', 'clamp', 'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab',
  'oklch', 'color', 'color-mix', 'icc-color', 'device-cmyk', 'matrix', 'matrix3d', 'translate', 'translatex',
  'translatey', 'translatez', 'translate3d', 'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'rotate',
  'rotatex', 'rotatey', 'rotatez', 'rotate3d', 'skew', 'skewx', 'skewy', 'perspective', 'blur', 'brightness',
  'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient',
  'repeating-radial-gradient', 'repeating-conic-gradient', 'cubic-bezier', 'steps', 'local', 'format',
  'rect', 'inset', 'circle', 'ellipse', 'polygon', 'path', 'not', 'is', 'where', 'has', 'nth-child',
  'nth-last-child', 'nth-of-type', 'nth-last-of-type', 'lang', 'dir',
]);
const CSS_AT_RULES = new Set(['media', 'supports', 'font-face', 'keyframes', '-webkit-keyframes', 'charset']);

/** Encodings in which every ASCII byte is itself, so the markup we read is the markup a browser reads. */
const ENCODINGS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii', 'iso-8859-1', 'latin1', 'windows-1252']);

/** The W3C's own doctype (no internal subset, no entities): many exports carry it, browsers ignore it. */
const SVG_DOCTYPE = /^\s*svg(?:\s+PUBLIC\s+"-\/\/W3C\/\/DTD SVG [\d.]+(?: Basic| Tiny)?\/\/EN"\s+"http:\/\/www\.w3\.org\/[\w./-]*")?\s*$/;

const INERT_XLINK_ATTRIBUTES = new Set(['title', 'type', 'show', 'actuate', 'role', 'arcrole']);

/** Drawing programs nest a few dozen groups; renderers recurse once per level. */
const MAX_DEPTH = 256;

const INTERNAL_REFERENCE = /^#[^\s#'"()\\]+$/;
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/=\s]*$/i;
const CSS_FUNCTION = /([-\w\u0080-\uffff]+)\(/g;
const CSS_AT_RULE = /@([-\w\u0080-\uffff]+)/g;
const CSS_SIGNS = /[\\(@]/;
const XML_DECLARATION_ENCODING = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])(.*?)\1/;

class Refusal extends Error {}
const refuse = (problem: string): never => {
  throw new Refusal(problem);
};
const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** What is wrong with a piece of CSS (a style element, a style or presentation attribute), or null. */
function cssProblem(css: string): string | null {
  if (!CSS_SIGNS.test(css)) return null; // most values (path data, numbers, colours) hold no function, at-rule or escape
  // An escape could spell a function no pattern here would see (u\72l(…)); drawing programs never write one.
  if (css.includes('\\')) return 'uses a CSS escape (\\), which this check does not allow';
  for (const [, name] of css.matchAll(CSS_AT_RULE)) {
    if (!CSS_AT_RULES.has(name!.toLowerCase())) return `has an at-rule this check does not allow (@${name})`;
  }
  for (const match of css.matchAll(CSS_FUNCTION)) {
    const name = match[1]!.toLowerCase();
    if (name === 'url') {
      const start = match.index + match[0].length;
      const end = css.indexOf(')', start);
      const target = (end < 0 ? css.slice(start) : css.slice(start, end)).trim().replace(/^(['"])(.*)\1$/s, '$2');
      if (end < 0 || !INTERNAL_REFERENCE.test(target)) return `refers to something outside the picture (url(${shown(target)})): only url(#id) is allowed`;
    } else if (!CSS_FUNCTIONS.has(name)) {
      return `uses a CSS function this check does not allow (${match[1]}())`;
    }
  }
  return null;
}

function checkHref(element: string, value: string): void {
  const target = value.trim();
  if (INTERNAL_REFERENCE.test(target)) return;
  if ((element === 'image' || element === 'feImage') && EMBEDDED_PICTURE.test(target)) return;
  refuse(
    `The SVG refers to something outside itself (href="${shown(target)}" on <${element}>): only #id references ` +
      'and, in an image, an embedded PNG, JPEG or WebP picture are allowed',
  );
}

/** The CSS problems of the values seen so far in one picture: fill="url(#g)" is checked once, not on every path. */
type CssMemo = Map<string, string | null>;

function checkAttribute(tag: SaxesTagNS, attribute: SaxesAttributeNS, memo: CssMemo): void {
  const { uri, local, name, value } = attribute;
  if (uri === XMLNS || name === 'xmlns' || isEditorNamespace(uri)) return;
  if (/^on/i.test(local)) refuse(`The SVG has an event handler attribute (${name} on <${tag.name}>)`);
  if (uri === XML && (local === 'space' || local === 'lang')) return;
  // XLink's other attributes (old Inkscape writes xlink:type="simple" xlink:actuate="onLoad" on images) do nothing in a browser.
  if (uri === XLINK && INERT_XLINK_ATTRIBUTES.has(local)) return;
  if ((uri === XLINK || uri === '') && local === 'href') return checkHref(tag.local, value);
  if (uri === '' && CSS_ATTRIBUTES.has(local)) {
    let problem = memo.get(value);
    if (problem === undefined) memo.set(value, (problem = cssProblem(value)));
    if (problem) refuse(`The SVG's ${name} attribute on <${tag.name}> ${problem}`);
    return;
  }
  if (uri === '' && (PLAIN_ATTRIBUTES.has(local) || /^(?:data|aria)-[\w.-]*$/.test(local))) return;
  refuse(`The SVG has an attribute this check does not allow (${name} on <${tag.name}>)`);
}

function checkElement(tag: SaxesTagNS, isRoot: boolean, memo: CssMemo): void {
  const { uri, local, name } = tag;
  if (isRoot && (uri !== SVG || local !== 'svg'))
    refuse(`The SVG's outermost element is <${name}>, not an <svg> element in the SVG namespace (xmlns="${SVG}")`);
  if (uri === SVG) {
    if (!SVG_ELEMENTS.has(local)) refuse(`The SVG contains ${REFUSED_SVG_ELEMENTS[local] ?? `an element this check does not allow (<${name}>)`}`);
  } else if (uri === XHTML) {
    refuse(`The SVG contains an HTML element (<${name}>)`);
  } else if (uri === MATHML) {
    refuse(`The SVG contains a MathML element (<${name}>)`);
  } else if (!isEditorNamespace(uri)) {
    refuse(`The SVG contains an element from outside SVG (<${name}>${uri ? ` in ${shown(uri)}` : ', in no namespace'})`);
  }
  for (const attribute of Object.values(tag.attributes)) {
    // A drawing program's own element is inert: its attributes (pagecolor, inkscape:zoom…) mean nothing to a browser.
    if (uri === SVG || attribute.uri !== '' || /^on/i.test(attribute.local)) checkAttribute(tag, attribute, memo);
  }
}

/** The most elements a renderer may draw once every <use> is followed: far above any drawing
 *  program's file, far below a "use bomb" (ten uses of ten uses of … draw 10^n elements). */
const MAX_DRAWN = 200_000;
/** How long a chain of elements and <use> references may be followed. */
const MAX_REFERENCE_DEPTH = 1_000;

/** The document's elements and their <use> references, to count what drawing it means. */
class DrawnElements {
  private readonly children: number[][] = [];
  private readonly useTargets: Array<string | undefined> = [];
  private readonly ids = new Map<string, number>();
  private readonly open: number[] = [];

  enter(tag: SaxesTagNS): void {
    const index = this.children.length;
    this.children.push([]);
    const parent = this.open.at(-1);
    if (parent !== undefined) this.children[parent]!.push(index);
    const id = tag.attributes.id;
    // As getElementById: the first element with the id.
    if (id && id.uri === '' && !this.ids.has(id.value)) this.ids.set(id.value, index);
    if (tag.uri === SVG && tag.local === 'use') {
      const attributes = Object.values(tag.attributes);
      const href = attributes.find((one) => one.uri === '' && one.local === 'href') ?? attributes.find((one) => one.uri === XLINK && one.local === 'href');
      this.useTargets[index] = href?.value.trim().slice(1);
    }
    this.open.push(index);
  }

  leave(): void {
    this.open.pop();
  }

  /** Refuses a picture whose uses draw themselves or too much. */
  check(): void {
    const sizes: number[] = [];
    const IN_PROGRESS = -1;
    const sizeOf = (index: number, depth: number): number => {
      const known = sizes[index];
      if (known === IN_PROGRESS) refuse('The SVG has a <use> that draws itself');
      if (known !== undefined) return known;
      if (depth > MAX_REFERENCE_DEPTH) refuse(`The SVG's <use> references go more than ${MAX_REFERENCE_DEPTH} deep`);
      sizes[index] = IN_PROGRESS;
      let total = 1;
      for (const child of this.children[index]!) total += sizeOf(child, depth + 1);
      const target = this.useTargets[index] === undefined ? undefined : this.ids.get(this.useTargets[index]!);
      if (target !== undefined) total += sizeOf(target, depth + 1);
      sizes[index] = Math.min(total, MAX_DRAWN + 1);
      return sizes[index]!;
    };
    if (this.children.length > 0 && sizeOf(0, 0) > MAX_DRAWN)
      refuse(`The SVG would draw more than ${MAX_DRAWN.toLocaleString('en')} elements once its <use> references are followed`);
  }
}

/**
 * What makes this SVG unsafe to keep, serve or draw, said for the person who uploaded it
 * ("The SVG contains a script element"), or null when it is a plain picture. Pure and synchronous.
 */
export function svgProblem(svg: Buffer | string): string | null {
  let text = typeof svg === 'string' ? svg : svg.toString('utf8');
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  // UTF-16 read as UTF-8 is not the markup a browser reads.
  if (typeof svg !== 'string' && ((svg[0] === 0xfe && svg[1] === 0xff) || (svg[0] === 0xff && svg[1] === 0xfe)))
    return 'The SVG must be saved as UTF-8 (it is UTF-16)';

  // Read here rather than from saxes' xmldecl event: a seventh handler makes saxes four times slower (V8 object shape).
  // saxes refuses a declaration anywhere but at the start, and one it cannot read.
  const encoding = XML_DECLARATION_ENCODING.exec(text)?.[2];
  if (encoding !== undefined && !ENCODINGS.has(encoding.toLowerCase())) return `The SVG must be saved as UTF-8 (it says ${shown(encoding)})`;

  const parser = new SaxesParser({ xmlns: true });
  const memo: CssMemo = new Map();
  const drawn = new DrawnElements();
  let depth = 0;
  let inStyle = false;
  let style = '';
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) refuse('The SVG declares entities or a DTD of its own (a DOCTYPE with an internal subset)');
    if (!SVG_DOCTYPE.test(doctype)) refuse(`The SVG has a DOCTYPE this check does not allow (<!DOCTYPE${shown(doctype)}>)`);
  });
  parser.on('processinginstruction', (instruction) => refuse(`The SVG contains a processing instruction (<?${shown(instruction.target)} …?>)`));
  parser.on('opentag', (tag) => {
    // A browser reads a style element's own text only; an element in it would split what is checked.
    if (inStyle) refuse(`The SVG's <style> holds an element (<${tag.name}>), not only CSS`);
    checkElement(tag, depth === 0, memo);
    depth += 1;
    if (depth > MAX_DEPTH) refuse(`The SVG nests elements more than ${MAX_DEPTH} deep`);
    drawn.enter(tag);
    if (tag.uri === SVG && tag.local === 'style') {
      inStyle = true;
      style = '';
    }
  });
  parser.on('text', (chunk) => {
    if (inStyle) style += chunk;
  });
  parser.on('cdata', (chunk) => {
    if (inStyle) style += chunk;
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    drawn.leave();
    if (inStyle && tag.uri === SVG && tag.local === 'style') {
      inStyle = false;
      const problem = cssProblem(style);
      if (problem) refuse(`The SVG's <style> ${problem}`);
    }
  });
  try {
    parser.write(text).close();
    drawn.check();
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    const message = (error instanceof Error ? error.message : String(error)).replace(/^(\d+):(\d+): /, 'line $1, column $2: ');
    return `The SVG is not well-formed XML (${message})`;
  }
}

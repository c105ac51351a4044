import { builtInArt } from './art/built-in-art';
import { svgProblem } from './svg-check';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attributes = '') => `<svg ${NS}${attributes ? ` ${attributes}` : ''}>${body}</svg>`;
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

/** The attacks of issue 32 (accepted by the old regular expression) and their neighbours. */
const attacks: Array<[string, string | Buffer, string]> = [
  ['a prefixed script', `<svg ${NS} xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>`, 'The SVG contains a script element'],
  ['a script under another prefix of the SVG namespace', `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>`, 'The SVG contains a script element'],
  ['a prefixed foreignObject', `<svg ${NS} xmlns:s="http://www.w3.org/2000/svg"><s:foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/></body></s:foreignObject></svg>`, 'The SVG contains a foreignObject element (it can hold HTML)'],
  ['an HTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'The SVG contains an HTML element (<h:script>)'],
  ['an entity-encoded javascript: link', svg('<image href="&#106;avascript:alert(1)" width="1" height="1"/>'), 'The SVG refers to something outside itself (href="javascript:alert(1)" on <image>)'],
  ['a hex-encoded javascript: xlink:href', svg('<use xlink:href="&#x6A;avascript&#x3A;alert(1)"/>', XLINK), 'The SVG refers to something outside itself (href="javascript:alert(1)" on <use>)'],
  ['an external image', svg('<image href="https://evil.example/x.png" width="1" height="1"/>'), 'The SVG refers to something outside itself (href="https://evil.example/x.png" on <image>)'],
  ['an external xlink:href', svg('<image xlink:href="file:///etc/passwd" width="1" height="1"/>', XLINK), 'The SVG refers to something outside itself (href="file:///etc/passwd" on <image>)'],
  ['a use of another file', svg('<use href="other.svg#a"/>'), 'The SVG refers to something outside itself (href="other.svg#a" on <use>)'],
  ['a use of an embedded picture', svg(`<use href="data:image/png;base64,${PNG_BASE64}"/>`), 'on <use>)'],
  ['an embedded SVG picture', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'), 'The SVG refers to something outside itself (href="data:image/svg+xml;base64,PHN2Zy8+" on <image>)'],
  ['an external CSS url() in a style element', svg('<style>rect { fill: url(https://evil.example/x.svg#p) }</style>'), "The SVG's <style> refers to something outside the picture (url(https://evil.example/x.svg#p))"],
  ['an external CSS url() in a style attribute', svg('<rect style="fill:url(&quot;https://evil.example/p&quot;)"/>'), "The SVG's style attribute on <rect> refers to something outside the picture (url(https://evil.example/p))"],
  ['an external url() in a presentation attribute', svg('<rect fill="url(https://evil.example/p)"/>'), "The SVG's fill attribute on <rect> refers to something outside the picture"],
  ['a url() spelt with a CSS escape', svg('<style>rect { fill: u\\72l(https://evil.example/p) }</style>'), "The SVG's <style> uses a CSS escape (\\)"],
  ['an @import', svg('<style>@import "https://evil.example/a.css";</style>'), "The SVG's <style> has an at-rule this check does not allow (@import)"],
  ['an @import after a style inside the style', svg('<style><style/>@import "https://evil.example/a.css";</style>'), "The SVG's <style> holds an element (<style>), not only CSS"],
  ['an @import in a CDATA section', svg('<style><![CDATA[@import "https://evil.example/a.css";]]></style>'), "The SVG's <style> has an at-rule this check does not allow (@import)"],
  ['an image-set() in a mask', svg('<rect style="mask: image-set(&quot;https://evil.example/m.png&quot; 1x)"/>'), "The SVG's style attribute on <rect> uses a CSS function this check does not allow (image-set())"],
  ['a DOCTYPE with an entity', `<!DOCTYPE svg [<!ENTITY js "javascript:alert(1)">]>${svg('<a href="&js;"><rect/></a>')}`, 'The SVG declares entities or a DTD of its own'],
  ['an external entity', `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`, 'The SVG declares entities or a DTD of its own'],
  ['a billion laughs', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`, 'The SVG declares entities or a DTD of its own'],
  ['a DOCTYPE of another kind', `<!DOCTYPE html SYSTEM "https://evil.example/x.dtd">${svg('')}`, 'The SVG has a DOCTYPE this check does not allow'],
  ['an entity without a DOCTYPE', svg('<text>&xxe;</text>'), 'The SVG is not well-formed XML (line 1, column'],
  ['an XSLT style sheet', `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${svg('')}`, 'The SVG contains a processing instruction (<?xml-stylesheet …?>)'],
  ['an event handler', svg('<rect onclick="alert(1)"/>'), 'The SVG has an event handler attribute (onclick on <rect>)'],
  ['an event handler on the root', `<svg ${NS} onload="alert(1)"/>`, 'The SVG has an event handler attribute (onload on <svg>)'],
  ['a set that rewrites a link', svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), 'The SVG contains a link (an <a> element)'],
  ['an animation', svg('<rect><animate attributeName="fill" to="red"/></rect>'), 'The SVG contains an animation element (<animate>)'],
  ['a link', svg('<a href="#x"><rect/></a>'), 'The SVG contains a link (an <a> element)'],
  ['an xml:base', svg('<image xml:base="https://evil.example/" href="#a"/>'), 'The SVG has an attribute this check does not allow (xml:base on <image>)'],
  ['an unknown element', svg('<cursor href="#a"/>'), 'The SVG contains an element this check does not allow (<cursor>)'],
  ['an element of no namespace', svg('<script xmlns="">alert(1)</script>'), 'The SVG contains an element from outside SVG (<script>, in no namespace)'],
  ['a root outside the SVG namespace', '<svg><script>alert(1)</script></svg>', "The SVG's outermost element is <svg>, not an <svg> element in the SVG namespace"],
  ['a MathML element', svg('<m:math xmlns:m="http://www.w3.org/1998/Math/MathML"/>'), 'The SVG contains a MathML element (<m:math>)'],
  ['an encoding that hides markup', `<?xml version="1.0" encoding="ISO-2022-JP"?>${svg('')}`, 'The SVG must be saved as UTF-8 (it says ISO-2022-JP)'],
  ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg(''), 'utf16le')]), 'The SVG must be saved as UTF-8 (it is UTF-16)'],
  ['groups nested 10,000 deep', svg(`${'<g>'.repeat(10_000)}${'</g>'.repeat(10_000)}`), 'The SVG nests elements more than 256 deep'],
  [
    'a use bomb',
    svg(`<defs><path id="u0" d="M0 0h1"/>${Array.from({ length: 9 }, (_, level) => `<g id="u${level + 1}">${`<use href="#u${level}"/>`.repeat(10)}</g>`).join('')}</defs><use href="#u9"/>`),
    'The SVG would draw more than 200,000 elements once its <use> references are followed',
  ],
  ['a use that draws itself', svg('<g id="loop"><use href="#loop"/></g>'), 'The SVG has a <use> that draws itself'],
  ['markup that is not well-formed', `<svg ${NS}><rect x="1"><g></rect></svg>`, 'The SVG is not well-formed XML'],
];

describe('svgProblem refuses', () => {
  it.each(attacks)('%s', (_name, markup, problem) => {
    expect(svgProblem(Buffer.from(markup))).toContain(problem);
  });
});

/** A typical Inkscape 1.x save ("Inkscape SVG"): editor namespaces, metadata, an embedded PNG, a gradient. */
const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg
   width="210mm"
   height="297mm"
   viewBox="0 0 210 297"
   version="1.1"
   id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)"
   sodipodi:docname="crest.svg"
   inkscape:export-filename="/home/dara/crest.png"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview
     id="namedview7"
     pagecolor="#ffffff"
     bordercolor="#666666"
     borderopacity="1.0"
     inkscape:showpageshadow="2"
     inkscape:pageopacity="0.0"
     inkscape:document-units="mm"
     showgrid="false"
     inkscape:zoom="0.72337262"
     inkscape:current-layer="layer1" />
  <defs
     id="defs2">
    <linearGradient
       inkscape:collect="always"
       id="linearGradient1">
      <stop
         style="stop-color:#c8102e;stop-opacity:1;"
         offset="0"
         id="stop1" />
      <stop
         style="stop-color:#032ea1;stop-opacity:1"
         offset="1"
         id="stop2" />
    </linearGradient>
    <linearGradient
       xlink:href="#linearGradient1"
       id="linearGradient3"
       x1="20" y1="20" x2="180" y2="180"
       gradientUnits="userSpaceOnUse" />
    <filter
       style="color-interpolation-filters:sRGB"
       inkscape:label="Drop Shadow"
       id="filter1">
      <feGaussianBlur in="SourceAlpha" stdDeviation="2" result="blur" id="feGaussianBlur1" />
      <feOffset dx="1" dy="1" result="offset" id="feOffset1" />
      <feMerge id="feMerge1"><feMergeNode in="offset" id="feMergeNode1" /><feMergeNode in="SourceGraphic" id="feMergeNode2" /></feMerge>
    </filter>
  </defs>
  <metadata
     id="metadata5">
    <rdf:RDF>
      <cc:Work
         rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:type
           rdf:resource="http://purl.org/dc/dcmitype/StillImage" />
        <dc:title>Angkor FC crest</dc:title>
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1">
    <path
       sodipodi:type="arc"
       sodipodi:open="true"
       style="fill:url(#linearGradient3);fill-opacity:1;stroke:#000000;stroke-width:0.264583;filter:url(#filter1)"
       id="path1"
       d="m 100,20 a 80,80 0 0 1 80,80 80,80 0 0 1 -80,80 80,80 0 0 1 -80,-80 80,80 0 0 1 80,-80 z"
       sodipodi:nodetypes="ccccc"
       inkscape:connector-curvature="0" />
    <image
       width="40"
       height="40"
       preserveAspectRatio="none"
       xlink:href="data:image/png;base64,${PNG_BASE64.slice(0, 40)}&#10;${PNG_BASE64.slice(40)}"
       id="image1"
       x="80"
       y="80" />
    <text
       xml:space="preserve"
       style="font-size:22.5778px;line-height:1.25;font-family:'Noto Sans Khmer';-inkscape-font-specification:'Noto Sans Khmer, Bold';text-align:center;text-anchor:middle;shape-inside:url(#rect1)"
       x="100"
       y="150"
       id="text1"><tspan
         sodipodi:role="line"
         id="tspan1"
         x="100"
         y="150">អង្គរ FC</tspan></text>
    <rect id="rect1" x="40" y="130" width="120" height="30" style="fill:none" />
  </g>
</svg>
`;

/** Illustrator's "Save As" SVG 1.1 (W3C DOCTYPE, generator comment, enable-background) and "Export As" (a style element). */
const ILLUSTRATOR_SAVE = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
\t viewBox="0 0 200 200" style="enable-background:new 0 0 200 200;" xml:space="preserve">
<style type="text/css">
\t.st0{fill:#C8102E;}
\t.st1{fill:none;stroke:#032EA1;stroke-width:4;stroke-miterlimit:10;}
\t.st2{font-family:'MyriadPro-Bold';}
\t.st3{font-size:24px;}
</style>
<g>
\t<polygon class="st0" points="100,10 190,60 190,140 100,190 10,140 10,60 \t"/>
\t<circle class="st1" cx="100" cy="100" r="60"/>
\t<text transform="matrix(1 0 0 1 62.5 108)" class="st0 st2 st3">LIONS</text>
</g>
</svg>
`;
const ILLUSTRATOR_EXPORT = `<svg id="Layer_2" data-name="Layer 2" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 120"><defs><style>.cls-1{fill:url(#linear-gradient);}.cls-2{clip-path:url(#clippath);}@media print{.cls-1{fill:#000}}</style><clipPath id="clippath"><rect width="120" height="120"/></clipPath><linearGradient id="linear-gradient" x1="0" y1="60" x2="120" y2="60" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffcd00"/><stop offset="1" stop-color="#c8102e"/></linearGradient></defs><g id="Layer_1-2" data-name="Layer 1"><g class="cls-2"><path class="cls-1" d="M60,0L120,60L60,120L0,60Z"/></g></g></svg>`;

describe('svgProblem accepts', () => {
  it('every picture of the built-in art', () => {
    const refused = builtInArt().flatMap((entry) => {
      const problem = svgProblem(Buffer.from(entry.svg));
      return problem ? [`${entry.id}: ${problem}`] : [];
    });
    expect(refused).toEqual([]);
    expect(builtInArt().length).toBeGreaterThan(20);
  });

  it.each([
    ['an Inkscape save with metadata, editor namespaces and an embedded PNG', INKSCAPE],
    ["Illustrator's Save As SVG 1.1", ILLUSTRATOR_SAVE],
    ["Illustrator's Export As", ILLUSTRATOR_EXPORT],
    ['a byte-order mark', `\uFEFF${svg('<circle r="4"/>')}`],
    ["an old Inkscape's XLink attributes", svg(`<image xlink:type="simple" xlink:actuate="onLoad" xlink:show="embed" xlink:href="data:image/png;base64,${PNG_BASE64}" width="1" height="1"/>`, XLINK)],
    ['an embedded JPEG and an internal use', svg(`<symbol id="s"><circle r="2"/></symbol><use href="#s" x="3"/><image href="data:image/jpeg;base64,/9j/4AAQ" width="2" height="2"/>`)],
  ])('%s', (_name, markup) => {
    expect(svgProblem(Buffer.from(markup))).toBeNull();
  });

  // A check that grows faster than the picture (a quadratic scan, a regex that backtracks) would let
  // one upload hold the API. Measured as a ratio, not a time: a tenth of the picture against the
  // whole, each the best of five runs, so that a busy machine slows both alike. Linear is 10×; the
  // bound leaves room for noise and still fails a check that is quadratic (100×).
  it('reads a 2 MB picture, 22,000 paths or one embedded photo, in time that grows with its size, not faster', () => {
    const drawing = (count: number) => {
      const paths = Array.from({ length: count }, (_, index) => `<path class="p${index % 7}" fill="url(#g)" stroke="#123456" d="M${index} 10 L${index + 40} 90 Q 20 30 ${index} 10 Z"/>`).join('\n');
      return Buffer.from(svg(`<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><g>${paths}</g>`));
    };
    const photo = (base64Length: number) => Buffer.from(svg(`<image width="10" height="10" href="data:image/png;base64,${'A'.repeat(base64Length)}"/>`));
    const bestOfFive = (picture: Buffer) =>
      Math.min(
        ...Array.from({ length: 5 }, () => {
          const started = performance.now();
          svgProblem(picture);
          return performance.now() - started;
        }),
      );
    for (const [small, big] of [
      [drawing(2_200), drawing(22_000)],
      [photo(200_000), photo(2_000_000)],
    ] as const) {
      expect(big.length).toBeGreaterThan(2_000_000);
      expect(svgProblem(big)).toBeNull();
      const ratio = bestOfFive(big) / bestOfFive(small);
      expect(ratio).toBeLessThan(40);
    }
  });
});

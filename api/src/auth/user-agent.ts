/**
 * A small User-Agent reader for the list of signed-in devices: the operating system or device
 * family and the browser with its major version. Unknown agents read as "Unknown".
 */
export interface UserAgentSummary {
  device: string;
  browser: string;
}

const DEVICES: Array<[RegExp, string | ((match: RegExpExecArray) => string)]> = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android[^;)]*;\s*([^;)]*?)\s*(?:Build\/|\))/, (m) => (m[1] && !/^(?:K|Linux|wv|U)$/.test(m[1]) ? `Android (${m[1]})` : 'Android')],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows Phone/, 'Windows Phone'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
];

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const ua = userAgent ?? '';
  let device = 'Unknown';
  for (const [pattern, name] of DEVICES) {
    const match = pattern.exec(ua);
    if (match) {
      device = typeof name === 'string' ? name : name(match);
      break;
    }
  }
  let browser = 'Unknown';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  return { device, browser };
}

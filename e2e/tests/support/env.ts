/** Ports of the product the end-to-end run starts (apart from a developer's :3000). */
export const PORTS = {
  shell: 3300,
  marketing: 3301,
  designer: 3302,
  account: 3303,
  api: 4300,
} as const;

/** The two demo shops are told apart by host name. */
export const SHOP_ONE = `http://localhost:${PORTS.shell}`;
export const SHOP_TWO = `http://127.0.0.1:${PORTS.shell}`;

export const DEMO_CUSTOMER = { email: 'demo@angkor.test', password: 'Demo#2026pass' };

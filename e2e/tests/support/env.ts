/** Ports of the product the end-to-end run starts, apart from a developer's :3000.
 *  E2E_PORT_BASE moves them all, so two runs can share a machine. */
const base = Number(process.env.E2E_PORT_BASE ?? 3300);

export const PORTS = {
  shell: base,
  marketing: base + 1,
  designer: base + 2,
  account: base + 3,
  backoffice: base + 4,
  api: base + 1000,
  /** A second gateway of the remote-down test, and the port its account remote is missing from. */
  spareGateway: base + 10,
  spareAccount: base + 13,
  /** A third gateway, whose marketing remote is missing from the port after it. */
  spareGatewayTwo: base + 11,
  spareMarketing: base + 12,
  /** A fourth gateway, whose designer remote is missing from the port after it (My designs' pictures). */
  spareGatewayThree: base + 14,
  spareDesigner: base + 15,
  /** A fifth gateway, whose designer remote is missing from the port after it (the order form's pictures). */
  spareGatewayFour: base + 16,
  spareDesignerTwo: base + 17,
  /** The remote-recovery spec's gateways, and the ports of its remotes that are down or hang. */
  redeployGateway: base + 20,
  hangingGateway: base + 21,
  hangingDesigner: base + 22,
  designerDownGateway: base + 23,
  downDesigner: base + 24,
  /** The back office's remote-down spec: a gateway whose back office is missing from the port after it. */
  backofficeDownGateway: base + 25,
  downBackoffice: base + 26,
} as const;

/** The two demo shops are told apart by host name. */
export const SHOP_ONE = `http://localhost:${PORTS.shell}`;
export const SHOP_TWO = `http://127.0.0.1:${PORTS.shell}`;

export const DEMO_CUSTOMER = { email: 'demo@angkor.test', password: 'Demo#2026pass' };

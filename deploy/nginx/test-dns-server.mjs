// A DNS server for the nginx tests: answers A queries for the names it is given (a k8s Service's
// name, whose addresses a test changes, adds or takes away), NXDOMAIN for any other, and no
// address for any other type (nginx asks AAAA too). What the cluster's DNS is to the gateway.
import dgram from 'node:dgram';

/** The question of a query: its name (lower case), type and where the question ends. */
function readQuestion(query) {
  const labels = [];
  let offset = 12;
  while (query[offset] !== 0) {
    const length = query[offset];
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += 1 + length;
  }
  offset += 1;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(offset), end: offset + 4 };
}

const A = 1;

function answer(query, records) {
  const { name, type, end } = readQuestion(query);
  const addresses = records.get(name);
  const found = type === A && addresses ? addresses : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  // A response, recursion desired and available, NXDOMAIN (3) when the name is unknown.
  header.writeUInt16BE(0x8180 | (addresses ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(found.length, 6);
  const records_ = found.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the question's name
    record.writeUInt16BE(A, 2);
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(1, 6); // TTL, 1 s: the resolver's own valid= decides
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, end), ...records_]);
}

/**
 * Starts the server on 127.0.0.1:`port`. `records`: name → IPv4 addresses, read at each query,
 * so a test changes what a name resolves to by changing it.
 */
export function startDnsServer(port, records = new Map()) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, client) => {
    try {
      socket.send(answer(query, records), client.port, client.address);
    } catch {
      // not a query this server reads: no answer, as a DNS server would give none
    }
  });
  return new Promise((resolve) => socket.bind(port, '127.0.0.1', () => resolve({ records, stop: () => new Promise((done) => socket.close(done)) })));
}

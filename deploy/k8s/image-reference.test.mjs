// Image references as the cluster's Deployments may name them (deploy/k8s/teamwear.test.mjs holds
// teamwear.yaml to them).
import { isImmutableImage, parseImage } from './image-reference.mjs';

const DIGEST = `sha256:${'0123456789abcdef'.repeat(4)}`;

test('a registry, with or without a port, a tag and a digest are read apart', () => {
  expect(parseImage('teamwear/api:0.1.0-3ffed076fb')).toEqual({ registry: undefined, repository: 'teamwear/api', tag: '0.1.0-3ffed076fb', digest: undefined });
  expect(parseImage('registry.example.com:5000/teamwear/gateway:1.0.0-ace9065330')).toMatchObject({ registry: 'registry.example.com:5000', repository: 'teamwear/gateway', tag: '1.0.0-ace9065330' });
  expect(parseImage(`ghcr.io/shop/teamwear/remote-designer:1.0.0-d612b23f1a@${DIGEST}`)).toMatchObject({ registry: 'ghcr.io', repository: 'shop/teamwear/remote-designer', digest: DIGEST });
  expect(parseImage(`localhost:5000/teamwear/api@${DIGEST}`)).toMatchObject({ registry: 'localhost:5000', repository: 'teamwear/api', tag: undefined, digest: DIGEST });
  expect(parseImage('Teamwear/API:1')).toBeNull();
});

test('only a release id or a digest pins an image; a version or latest is a tag a new build reuses', () => {
  for (const pinned of ['teamwear/api:0.1.0-3ffed076fb', `registry.example.com/teamwear/api@${DIGEST}`, `teamwear/gateway:1.0.0-ace9065330@${DIGEST}`]) expect({ pinned, immutable: isImmutableImage(pinned) }).toEqual({ pinned, immutable: true });
  for (const mutable of ['teamwear/api:0.1.0', 'teamwear/api:latest', 'teamwear/api', 'registry.example.com:5000/teamwear/api:1.0.0']) expect({ mutable, immutable: isImmutableImage(mutable) }).toEqual({ mutable, immutable: false });
});

// An image reference as a Deployment names it: `[registry[:port]/]repository[:tag][@sha256:…]`.
// The cluster's images are named so that a node never runs a stale copy: by a release id (the
// content hash of what the image holds or is built from, deploy/releases/release-store.mjs,
// deploy/container/api-release.mjs), or by a digest; never by a tag a new build would reuse
// (`0.1.0`, `latest`), which a node that has it will not pull again.
import { isReleaseId } from '../releases/release-store.mjs';

const REFERENCE = /^(?:(?<registry>(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?|[a-z0-9-]+:\d+)\/)?(?<repository>[a-z0-9]+(?:[._-][a-z0-9]+)*(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*)(?::(?<tag>\w[\w.-]{0,127}))?(?:@(?<digest>sha256:[0-9a-f]{64}))?$/;

/** `{ registry, repository, tag, digest }` (absent parts undefined), or null for no reference. */
export function parseImage(image) {
  const match = REFERENCE.exec(image ?? '');
  return match ? { ...match.groups } : null;
}

/** Whether the reference names one build for good: a release id as its tag, or a digest. */
export function isImmutableImage(image) {
  const reference = parseImage(image);
  return Boolean(reference && (reference.digest || isReleaseId(reference.tag)));
}

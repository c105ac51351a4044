#!/bin/sh
# The files of the API image, in <out>/api: the API compiled to dist/ (api/scripts/build.mjs, with
# @teamwear/shared bundled in) and the production dependencies it imports, in node_modules/.
# Containerfile.api runs it in its build stage; CI's production smoke runs the same outside a
# container (scripts/production-smoke.mjs) and starts the API from <out> as the image does:
#   cd <out> && node api/dist/main.js
# Run from the repository root.
set -eu
out=${1:?usage: sh deploy/container/api-image.sh <out folder>}
# The designer's packages too: its pattern-tile generator runs before the API's build.
npx --yes pnpm@10 install --frozen-lockfile --filter @teamwear/api... --filter @teamwear/remote-designer
npx --yes pnpm@10 --filter @teamwear/api run build
rm -rf "$out/api"
# --legacy: pnpm 10 copies the package with its own node_modules this way without
# inject-workspace-packages; its one workspace dependency is bundled, so nothing is linked.
npx --yes pnpm@10 --filter @teamwear/api deploy --prod --legacy "$out/api"

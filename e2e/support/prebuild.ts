// Makes the end-to-end suite's build (E2E_DIST) ahead of the suite: scripts/test.sh runs it beside
// the database tests, so the sites start at once when the suite does. The sites and the cluster
// find it up to date and skip their own build (or wait on its lock while it is still being made).
//   node --import tsx e2e/support/prebuild.ts
import { buildCluster } from './cluster'
import { E2E_DIST } from './servers'

await buildCluster(E2E_DIST)

import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './0001_initial';
import * as accounts from './0002_accounts';
import * as designs from './0003_designs_fabrics_contact';
import * as changeNotifications from './0004_change_notifications';
import * as securityReview from './0005_security_review';
import * as players from './0006_players';
import * as orders from './0007_orders';
import * as designHandoffs from './0008_design_handoffs';
import * as production from './0009_production';
import * as libraryImages from './0010_library_images';
import * as customerImages from './0011_customer_images';
import * as orderThumbnails from './0012_order_thumbnails';
import * as orderPageIndexes from './0013_order_page_indexes';
import * as shopOrderIndex from './0014_shop_order_index';
import * as listVersions from './0015_list_versions';
import * as keptProofs from './0016_kept_proofs';
import * as productionBudget from './0017_production_budget';
import * as handoffCaps from './0018_handoff_caps';
import * as userLanguage from './0019_user_language';
import * as shopOrderBoard from './0020_shop_order_board';
import * as orderShippingPayments from './0021_order_shipping_payments';
import * as shopRolesAudit from './0022_shop_roles_audit';
import * as shopTemplatesPictures from './0027_shop_templates_pictures';
import * as sizeCollections from './0030_size_collections';
import * as paymentReversalsOverrides from './0032_payment_reversals_overrides';
import * as invoices from './0034_invoices';
import * as rateLimitWindows from './0037_rate_limit_windows';
import * as playersPay from './0036_players_pay';
import * as receipts from './0035_receipts';
import * as metricsReader from './0038_metrics_reader';
import * as orderProvisionalNumbers from './0041_order_provisional_numbers';
import * as shopListVersionAtCommit from './0042_shop_list_version_at_commit';
import * as shopKeys from './0028_shop_keys';
import * as shopLogos from './0029_shop_logos';

// Listed statically (not read from disk) so that tsx, jest and bundlers all see the same set.
// Names sort in the order they run; never rename or edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_designs_fabrics_contact': designs,
  '0004_change_notifications': changeNotifications,
  '0005_security_review': securityReview,
  '0006_players': players,
  '0007_orders': orders,
  '0008_design_handoffs': designHandoffs,
  '0009_production': production,
  '0010_library_images': libraryImages,
  '0011_customer_images': customerImages,
  '0012_order_thumbnails': orderThumbnails,
  '0013_order_page_indexes': orderPageIndexes,
  '0014_shop_order_index': shopOrderIndex,
  '0015_list_versions': listVersions,
  '0016_kept_proofs': keptProofs,
  '0017_production_budget': productionBudget,
  '0018_handoff_caps': handoffCaps,
  '0019_user_language': userLanguage,
  '0020_shop_order_board': shopOrderBoard,
  '0021_order_shipping_payments': orderShippingPayments,
  '0022_shop_roles_audit': shopRolesAudit,
  '0027_shop_templates_pictures': shopTemplatesPictures,
  '0028_shop_keys': shopKeys,
  '0029_shop_logos': shopLogos,
  '0030_size_collections': sizeCollections,
  '0032_payment_reversals_overrides': paymentReversalsOverrides,
  '0034_invoices': invoices,
  '0037_rate_limit_windows': rateLimitWindows,
  '0036_players_pay': playersPay,
  '0035_receipts': receipts,
  '0038_metrics_reader': metricsReader,
  '0041_order_provisional_numbers': orderProvisionalNumbers,
  '0042_shop_list_version_at_commit': shopListVersionAtCommit,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

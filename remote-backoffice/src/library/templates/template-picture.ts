import { SCHEMA_VERSION } from '@teamwear/design';
import type { ShopTemplateEntry } from '@teamwear/shared/contracts';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';

/**
 * A template as a design document the designer remote's thumbnail draws (`designer/DesignDocumentThumbnail`):
 * a template is a design's look without what makes it one design (its version, garment, team name,
 * template and dates: api templateDocumentOf), so those are put back around it. The picture is the
 * studio's own drawing of the real look, at no cost to the back office's bundle; a look the studio
 * cannot read shows the caller's placeholder.
 */
export function templateAsDesign(template: Pick<ShopTemplateEntry, 'id' | 'type' | 'document' | 'createdAt'>): Record<string, unknown> {
  return {
    ...template.document,
    schemaVersion: SCHEMA_VERSION,
    product: SLUG_BY_PRODUCT_TYPE[template.type],
    teamName: '',
    template: template.id,
    createdAt: template.createdAt,
    updatedAt: template.createdAt,
  };
}

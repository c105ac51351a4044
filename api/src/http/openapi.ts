import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as contracts from '@teamwear/shared/contracts';

// Named contract schemas become components (#/components/schemas/Name) instead of being inlined.
const openApiRegistry = z.registry<{ id: string }>();
const named: Array<[string, z.core.$ZodType]> = [
  ['ApiError', contracts.ApiError],
  ['ProductType', contracts.ProductType],
  ['Tenant', contracts.Tenant],
  ['WhoamiResponse', contracts.WhoamiResponse],
  ['TokenRequest', contracts.TokenRequest],
  ['TokenResponse', contracts.TokenResponse],
  ['RefreshTokenRequest', contracts.RefreshTokenRequest],
  ['RefreshTokenResponse', contracts.RefreshTokenResponse],
  ['DestroyTokenRequest', contracts.DestroyTokenRequest],
  ['AccountDetails', contracts.AccountDetails],
  ['AccountDetailsResponse', contracts.AccountDetailsResponse],
  ['UpdateAccountDetailsRequest', contracts.UpdateAccountDetailsRequest],
  ['RegisterRequest', contracts.RegisterRequest],
  ['MessageResponse', contracts.MessageResponse],
  ['ForgotPasswordRequest', contracts.ForgotPasswordRequest],
  ['ResetPasswordRequest', contracts.ResetPasswordRequest],
  ['ChangePasswordRequest', contracts.ChangePasswordRequest],
  ['UnlockRequest', contracts.UnlockRequest],
  ['OtpRequiredError', contracts.OtpRequiredError],
  ['TermsRequiredError', contracts.TermsRequiredError],
  ['TermsResponse', contracts.TermsResponse],
  ['NotificationSettings', contracts.NotificationSettings],
  ['NotificationSettingsResponse', contracts.NotificationSettingsResponse],
  ['AccountSummary', contracts.AccountSummary],
  ['AccountSummaryResponse', contracts.AccountSummaryResponse],
  ['SessionInfo', contracts.SessionInfo],
  ['SessionListResponse', contracts.SessionListResponse],
  ['SocialSignInRequest', contracts.SocialSignInRequest],
  ['DesignProduct', contracts.DesignProduct],
  ['DesignDocument', contracts.DesignDocumentEnvelope],
  ['CreateDesignRequest', contracts.CreateDesignRequest],
  ['UpdateDesignRequest', contracts.UpdateDesignRequest],
  ['DesignSummary', contracts.DesignSummary],
  ['Design', contracts.Design],
  ['DesignResponse', contracts.DesignResponse],
  ['DesignListResponse', contracts.DesignListResponse],
  ['DesignConflictError', contracts.DesignConflictError],
  ['DesignLimitError', contracts.DesignLimitError],
  ['Supplier', contracts.Supplier],
  ['FabricColour', contracts.FabricColour],
  ['Fabric', contracts.Fabric],
  ['FabricCatalogue', contracts.FabricCatalogue],
  ['FabricCatalogueResponse', contracts.FabricCatalogueResponse],
  ['ContactMessageRequest', contracts.ContactMessageRequest],
  ['TemplateDocument', contracts.TemplateDocument],
  ['ShopTemplate', contracts.ShopTemplate],
  ['TemplateListResponse', contracts.TemplateListResponse],
  ['TemplateResponse', contracts.TemplateResponse],
];
for (const [id, schema] of named) openApiRegistry.add(schema, { id });

/** Registers @fastify/swagger (before the routes) and serves the document at GET /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Teamwear API',
        description: 'Multi-tenant custom sportswear: the tenant is chosen by the request host.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          termsToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The termsToken of a 403 TERMS_REQUIRED sign-in answer',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: openApiRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: openApiRegistry }),
  });
}

export function openApiDocumentRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}

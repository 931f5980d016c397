import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PRODUCT_NAME } from '@referrals/contracts';

/** OpenAPI document at /api/docs-json, browsable at /api/docs. */
export function setupOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${PRODUCT_NAME} API`)
      .setDescription('Referral and introduction marketplace. Errors answer { statusCode, error, message }.')
      .setVersion('1')
      .addCookieAuth('sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_RULE } from '../../src/platform/http/access.decorators.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TallyModule } from '../support/tally/tally.module.js';

/** Every route the app serves, with whether it states who may call it. */
function routesWithoutAccessRule(app: INestApplication): string[] {
  const reflector = app.get(Reflector);
  const missing: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const rule: unknown = reflector.getAllAndOverride(ACCESS_RULE, [handler, controller]);
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as number;
        if (!rule)
          missing.push(
            `${method} ${String(Reflect.getMetadata(PATH_METADATA, controller))}/${path} (${controller.name}.${name})`,
          );
      }
    }
  }
  return missing;
}

describe('every API route states who may call it', () => {
  let product: TestApp;
  let withTestContext: TestApp;

  beforeAll(async () => {
    product = await startTestApp({ label: 'routes' });
    withTestContext = await startTestApp({ label: 'routes_tally', contexts: [TallyModule] });
  });
  afterAll(async () => {
    await product?.close();
    await withTestContext?.close();
  });

  it('finds an access rule on every route of the product', () => {
    expect(routesWithoutAccessRule(product.running.app)).toEqual([]);
  });

  it('would catch a route that forgot its rule', () => {
    const missing = routesWithoutAccessRule(withTestContext.running.app);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toContain('TallyController.unruled');
  });
});

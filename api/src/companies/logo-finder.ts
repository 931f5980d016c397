import { Inject, Injectable } from '@nestjs/common';
import { guessCompanyDomain, parseCompanyInput } from '@referrals/contracts';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { REDIS } from '../platform/redis/redis-connections.js';

const CACHE_SECONDS = 24 * 60 * 60;
const LOOKUP_TIMEOUT_MS = 2500;

/**
 * Finds a company's logo through LOGO_URL_TEMPLATE (the guessed domain in "{domain}"), checking
 * that an image answers there. Answers are cached per company name, misses too (spec); with no
 * template, or no network, the answer is null and the UI shows initials.
 */
@Injectable()
export class LogoFinder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async find(companyInput: string): Promise<string | null> {
    const lookup = this.lookupFor(companyInput);
    if (!lookup) return null;
    const cached = await this.redis.get(lookup.cacheKey);
    if (cached !== null) return cached || null;
    const found = (await this.answersWithImage(lookup.url)) ? lookup.url : '';
    await this.redis.set(lookup.cacheKey, found, 'EX', CACHE_SECONDS);
    return found || null;
  }

  /**
   * What `find` would answer for each company that needs no lookup now (none to make, or its answer
   * cached), in one round trip to Redis; the others are left out.
   */
  async known(companyInputs: readonly string[]): Promise<Map<string, string | null>> {
    const answers = new Map<string, string | null>();
    const cachedOnes: { companyInput: string; cacheKey: string }[] = [];
    for (const companyInput of companyInputs) {
      const lookup = this.lookupFor(companyInput);
      if (lookup) cachedOnes.push({ companyInput, cacheKey: lookup.cacheKey });
      else answers.set(companyInput, null);
    }
    if (cachedOnes.length === 0) return answers;
    const cached = await this.redis.mget(cachedOnes.map(({ cacheKey }) => cacheKey));
    cachedOnes.forEach(({ companyInput }, index) => {
      const answer = cached[index];
      if (answer !== null && answer !== undefined) answers.set(companyInput, answer || null);
    });
    return answers;
  }

  /** Where the company's logo would be looked for, and its answer cached; null when nowhere. */
  private lookupFor(companyInput: string): { url: string; cacheKey: string } | null {
    const { name, domain: given } = parseCompanyInput(companyInput);
    const domain = given ?? guessCompanyDomain(name);
    if (!this.config.logoUrlTemplate || !domain) return null;
    return {
      url: this.config.logoUrlTemplate.replace('{domain}', encodeURIComponent(domain)),
      cacheKey: `${this.config.redisKeyPrefix}:logo:${name.toLowerCase()}|${domain}`,
    };
  }

  /**
   * Redirects are never followed: the template fixes the host the server calls, and a redirect
   * would let that host send the server anywhere (an internal address). A redirect is no logo.
   */
  private async answersWithImage(url: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'GET',
        redirect: 'manual',
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/');
    } catch {
      return false;
    }
  }
}

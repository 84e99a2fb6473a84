/**
 * The environment schema (server/src/config/environment-schema.ts) as the one source of the
 * server's configuration: docs/configuration.md's table is what it generates, and the start
 * error names every wrong variable at once. (The rules of single settings: app.test.ts.)
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadConfig } from '../src/config';
import { EnvironmentSchema } from '../src/config/environment-schema';
import { CONFIGURATION_DOC, generatedConfigurationDoc, REGENERATE } from '../../scripts/configuration-doc';

const errorOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return assert.fail(`no error for ${JSON.stringify(env)}`);
};

describe('docs/configuration.md', () => {
  test('its server table is the one the schema generates', () => {
    const committed = fs.readFileSync(CONFIGURATION_DOC, 'utf8');
    assert.ok(committed === generatedConfigurationDoc(committed), `docs/configuration.md differs from the environment schema: run \`${REGENERATE}\` and commit the result`);
  });

  test('a variable missing from the table, or a changed default, is a difference', () => {
    const committed = fs.readFileSync(CONFIGURATION_DOC, 'utf8');
    const withoutRow = committed.replace(/^\| `DB_QUEUE_LIMIT` .*\n/m, '');
    assert.notEqual(withoutRow, committed);
    assert.notEqual(generatedConfigurationDoc(withoutRow), withoutRow);
    const otherDefault = committed.replace('| `DB_QUEUE_LIMIT` | `200` |', '| `DB_QUEUE_LIMIT` | `100` |');
    assert.notEqual(generatedConfigurationDoc(otherDefault), otherDefault);
  });

  test('every variable of the schema has a row, and every row has a meaning', () => {
    const table = generatedConfigurationDoc(fs.readFileSync(CONFIGURATION_DOC, 'utf8'));
    for (const [name, schema] of Object.entries(EnvironmentSchema.properties)) {
      assert.match(table, new RegExp(`^\\|[^|]*\`${name}\``, 'm'), `${name} has no row`);
      assert.ok((schema as { description?: string }).description, `${name} has no description`);
    }
  });
});

describe('the start check', () => {
  test('names every wrong variable in one error, each in the words of the schema', () => {
    const message = errorOf({ PORT: 'eighty', SHOP_BASE: '/api', LOG_LEVEL: 'loud', MAIL_MAX_ATTEMPTS: '0', LIVE_CHECK_SECONDS: '60', SERVE_SITE: 'yes' });
    assert.match(message, /6 problems/);
    assert.match(message, /PORT must be a positive integer, or 0 \(any free port\) \(got 'eighty'\)/);
    assert.match(message, /SHOP_BASE must be one of \/shop, \/dev-shop \(got '\/api'\)/);
    assert.match(message, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    assert.match(message, /MAIL_MAX_ATTEMPTS must be a positive integer \(got '0'\)/);
    assert.match(message, /LIVE_CHECK_SECONDS must be a positive number of seconds, at most 45/);
    assert.match(message, /SERVE_SITE must be one of true, false/);
  });

  test('names every refusal of production at once', () => {
    const message = errorOf({ NODE_ENV: 'production', IDENTITY: 'cognito', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x' });
    for (const needed of ['GRAPHQL_API_KEY', 'PUBLISH_TARGET', 'SMTP_URL', 'Przelewy24']) {
      assert.match(message, new RegExp(`Refusing to start: NODE_ENV=production needs ${needed}`));
    }
  });

  test('an empty value is an unset one', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '', IDENTITY: '', P24_CRC: '', DB_QUEUE_LIMIT: '' });
    assert.equal(config.port, 8000);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.identity.mode, 'local');
    assert.equal(config.dbQueueLimit, 200);
    assert.equal(config.payments.p24, undefined);
  });

  test('a wrong secret is named, its value never shown', () => {
    const message = errorOf({ SMTP_URL: 'mail.example.pl:587 user:hunter2' });
    assert.match(message, /^SMTP_URL must be smtp:\/\//);
    assert.doesNotMatch(message, /hunter2/);
  });
});

// Every API suite (jest.config.mjs): PGlite or PostgreSQL start-up, migrations and argon2 seeding
// take seconds, more under parallel load; jest's default 5 s is too short for them.
jest.setTimeout(60_000);

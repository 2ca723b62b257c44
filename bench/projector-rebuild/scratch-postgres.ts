import pg from 'pg';

/** A throwaway database on the server of `url`, so the benchmark never writes into a real one. */
export async function scratchPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ghg_bench_projector_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

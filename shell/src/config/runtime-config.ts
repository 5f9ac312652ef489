/** Deployment configuration read at run time (served beside the shell), so one build runs in every environment. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json could not be loaded (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}

// An MCP client no one here wrote: the official TypeScript SDK (@modelcontextprotocol/sdk, pinned in package-lock.json)
// connects to BPI Desk's /mcp over Streamable HTTP with an agent key, lists the tools and calls two of them.
// Run by McpTypeScriptClientTest (engine/src/test/java/.../agents):
//   BPI_MCP_URL=http://127.0.0.1:PORT/mcp BPI_AGENT_KEY=bpi_... node mcp-client.mjs
// Prints one JSON object on stdout: {protocol_version, server, tools: [{name, has_input_schema, has_output_schema}],
// macro_regime: <structuredContent>, suitability_drift: <structuredContent>, bad_argument_error: <message>}.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = process.env.BPI_MCP_URL;
const key = process.env.BPI_AGENT_KEY;
const clientId = process.env.BPI_CLIENT_ID ?? "demo-c008";
if (!url || !key) {
  console.error("Set BPI_MCP_URL and BPI_AGENT_KEY");
  process.exit(2);
}

const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: `Bearer ${key}` } },
});
const client = new Client({ name: "bpi-ts-e2e", version: "1.0.0" });
await client.connect(transport);

const out = {
  protocol_version: transport.protocolVersion ?? null,
  server: client.getServerVersion()?.name ?? null,
};
const { tools } = await client.listTools();
out.tools = tools.map((t) => ({
  name: t.name,
  has_input_schema: t.inputSchema?.type === "object",
  has_output_schema: t.outputSchema?.type === "object",
}));
out.macro_regime = (await client.callTool({ name: "macro_regime", arguments: {} })).structuredContent;
out.suitability_drift = (await client.callTool({ name: "suitability_drift", arguments: { client_id: clientId } })).structuredContent;
try {
  await client.callTool({ name: "suitability_drift", arguments: {} });
  out.bad_argument_error = null;
} catch (e) {
  out.bad_argument_error = String(e.message ?? e);
}
await client.close();
process.stdout.write(JSON.stringify(out) + "\n");

import fs from "node:fs";
import path from "node:path";
import { Deployment, type IDeployment } from "kubernetes-models/apps/v1/Deployment";
import {
  HorizontalPodAutoscaler,
  type IHorizontalPodAutoscaler,
} from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";

/**
 * deploy/kubernetes/ checked offline against the Kubernetes API's schemas, twice: kubernetes-models' validators
 * (JSON schemas compiled with ajv: types, required fields, enums), and its TypeScript interfaces with the
 * compiler's excess-property check, which the schemas leave out (they allow unknown fields, as the API server
 * does unless asked to be strict), so that a misspelt field fails too.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const MANIFESTS = path.join(ROOT, "deploy/kubernetes");

type Manifest = Record<string, unknown> & { apiVersion: string; kind: string };

/** Each kind the directory may hold: its validator and the interface (module, name) that types it. */
const KINDS: Record<string, { validate(data: object): void; module: string; type: string }> = {
  "apps/v1 Deployment": {
    validate: (data) => new Deployment(data as IDeployment).validate(),
    module: "kubernetes-models/apps/v1/Deployment",
    type: "IDeployment",
  },
  "v1 Service": {
    validate: (data) => new Service(data as ConstructorParameters<typeof Service>[0]).validate(),
    module: "kubernetes-models/v1/Service",
    type: "IService",
  },
  "v1 ConfigMap": {
    validate: (data) => new ConfigMap(data as ConstructorParameters<typeof ConfigMap>[0]).validate(),
    module: "kubernetes-models/v1/ConfigMap",
    type: "IConfigMap",
  },
  "v1 Secret": {
    validate: (data) => new Secret(data as ConstructorParameters<typeof Secret>[0]).validate(),
    module: "kubernetes-models/v1/Secret",
    type: "ISecret",
  },
  "policy/v1 PodDisruptionBudget": {
    validate: (data) =>
      new PodDisruptionBudget(data as ConstructorParameters<typeof PodDisruptionBudget>[0]).validate(),
    module: "kubernetes-models/policy/v1/PodDisruptionBudget",
    type: "IPodDisruptionBudget",
  },
  "autoscaling/v2 HorizontalPodAutoscaler": {
    validate: (data) =>
      new HorizontalPodAutoscaler(
        data as ConstructorParameters<typeof HorizontalPodAutoscaler>[0],
      ).validate(),
    module: "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler",
    type: "IHorizontalPodAutoscaler",
  },
};

function kindOf(manifest: Manifest) {
  const kind = KINDS[`${manifest.apiVersion} ${manifest.kind}`];
  if (!kind) throw new Error(`no schema here for ${manifest.apiVersion} ${manifest.kind}`);
  return kind;
}

/** Every document of every .yaml file in deploy/kubernetes, by file name. */
function readManifests(): Map<string, Manifest> {
  const manifests = new Map<string, Manifest>();
  for (const file of fs
    .readdirSync(MANIFESTS)
    .filter((name) => name.endsWith(".yaml"))
    .sort()) {
    const documents = parseAllDocuments(fs.readFileSync(path.join(MANIFESTS, file), "utf8"));
    for (const [i, document] of (Array.isArray(documents) ? documents : [documents]).entries()) {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message ?? ""}`);
      manifests.set(i === 0 ? file : `${file}#${i}`, document.toJS() as Manifest);
    }
  }
  return manifests;
}

/** The schema validator's complaint, or undefined when the manifest passes. */
function schemaError(manifest: Manifest): string | undefined {
  try {
    kindOf(manifest).validate(manifest);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The fields the interfaces do not know, and wrong types, by manifest: each is checked as an object literal
 * assigned to its kind's interface in one in-memory TypeScript program.
 */
function typeErrors(manifests: ReadonlyMap<string, Manifest>): Map<string, string[]> {
  const sources = new Map<string, { name: string; text: string }>();
  for (const [index, [name, manifest]] of [...manifests].entries()) {
    const kind = kindOf(manifest);
    const text =
      `import type { ${kind.type} } from "${kind.module}";\n` +
      `export const manifest: ${kind.type} = ${JSON.stringify(manifest, undefined, 2)};\n`;
    sources.set(path.join(ROOT, "scripts", `__manifest_${index}.ts`), { name, text });
  }
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => sources.has(file) || fileExists.call(host, file);
  host.readFile = (file) => sources.get(file)?.text ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const source = sources.get(file);
    return source
      ? ts.createSourceFile(file, source.text, language)
      : getSourceFile.call(host, file, language, ...rest);
  };
  const program = ts.createProgram([...sources.keys()], options, host);
  const errors = new Map<string, string[]>([...manifests.keys()].map((name) => [name, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const source = diagnostic.file ? sources.get(diagnostic.file.fileName) : undefined;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
    if (!source) throw new Error(`the check itself failed: ${message}`);
    errors.get(source.name)?.push(message);
  }
  return errors;
}

const manifests = readManifests();
const byKind = (kind: string) => [...manifests.values()].filter((manifest) => manifest.kind === kind);
const deployment = () => {
  const [only] = byKind("Deployment");
  if (!only) throw new Error("no Deployment");
  return only as unknown as IDeployment;
};

describe("deploy/kubernetes", () => {
  it("holds a Deployment, Service, PodDisruptionBudget, HorizontalPodAutoscaler, ConfigMap and Secret", () => {
    expect([...manifests.values()].map((manifest) => manifest.kind).sort()).toEqual([
      "ConfigMap",
      "Deployment",
      "HorizontalPodAutoscaler",
      "PodDisruptionBudget",
      "Secret",
      "Service",
    ]);
  });

  it("matches the Kubernetes schemas, with no field they do not know", () => {
    for (const [name, manifest] of manifests) expect(schemaError(manifest), name).toBeUndefined();
    expect(Object.fromEntries(typeErrors(manifests))).toEqual(
      Object.fromEntries([...manifests.keys()].map((name) => [name, []])),
    );
  }, 60_000);

  it("fails on a wrong field: a misspelt one, a wrong type, a missing required one", () => {
    const base = deployment();
    const misspelt = structuredClone(base);
    const probe = misspelt.spec?.template.spec?.containers[0]?.readinessProbe?.httpGet;
    if (!probe) throw new Error("no readiness probe");
    Object.assign(probe, { paht: probe.path });
    const wrongType = { ...structuredClone(base), spec: { ...base.spec, replicas: "two" } };
    const noName = structuredClone(base);
    delete (noName.spec?.template.spec?.containers[0] as { name?: string }).name;
    const hpaV1Field = structuredClone(byKind("HorizontalPodAutoscaler")[0] ?? { apiVersion: "", kind: "" });
    Object.assign(hpaV1Field.spec as object, { targetCPUUtilizationPercentage: 70 });

    const bad = new Map<string, Manifest>([
      ["misspelt", misspelt as unknown as Manifest],
      ["wrongType", wrongType as unknown as Manifest],
      ["noName", noName as unknown as Manifest],
      ["hpaV1Field", hpaV1Field],
    ]);
    const errors = typeErrors(bad);
    expect(errors.get("misspelt")?.join("\n")).toMatch(/'"paht"' does not exist in type 'IHTTPGetAction'/);
    expect(errors.get("hpaV1Field")?.join("\n")).toMatch(/'"targetCPUUtilizationPercentage"' does not exist/);
    expect(schemaError(wrongType as unknown as Manifest)).toMatch(/replicas must be integer/);
    expect(schemaError(noName as unknown as Manifest)).toMatch(
      /containers\/0 must have required property name/,
    );
  }, 60_000);

  it("probes readiness and liveness, runs as non-root, and takes its settings from the ConfigMap and Secret", () => {
    const pod = deployment().spec?.template.spec;
    const container = pod?.containers[0];
    expect(container?.readinessProbe?.httpGet?.path).toBe("/api/ready");
    expect(container?.livenessProbe?.httpGet?.path).toBe("/api/health");
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    expect(container?.securityContext?.allowPrivilegeEscalation).toBe(false);
    expect(container?.resources?.requests).toBeDefined();
    expect(container?.resources?.limits).toBeDefined();
    const config = byKind("ConfigMap")[0] as unknown as {
      metadata: { name: string };
      data: Record<string, string>;
    };
    const secret = byKind("Secret")[0] as unknown as { metadata: { name: string } };
    expect(container?.envFrom).toEqual([
      { configMapRef: { name: config.metadata.name } },
      { secretRef: { name: secret.metadata.name } },
    ]);
    // The grace period outlasts the server's drain.
    expect((pod?.terminationGracePeriodSeconds ?? 0) * 1000).toBeGreaterThan(
      Number(config.data.SHUTDOWN_DRAIN_MS),
    );
  });

  it("leaves the replica count to the HorizontalPodAutoscaler and spreads the pods across nodes", () => {
    const spec = deployment().spec;
    expect(spec?.replicas).toBeUndefined();
    const hpa = byKind("HorizontalPodAutoscaler")[0] as unknown as IHorizontalPodAutoscaler;
    expect(hpa.spec?.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: deployment().metadata?.name,
    });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);

    const pods = { matchLabels: spec?.template.metadata?.labels };
    expect(spec?.selector.matchLabels).toEqual(pods.matchLabels);
    const pod = spec?.template.spec;
    const spread = pod?.topologySpreadConstraints ?? [];
    expect(spread.find((constraint) => constraint.topologyKey === "kubernetes.io/hostname")).toMatchObject({
      maxSkew: 1,
      labelSelector: pods,
    });
    expect(spread.every((constraint) => constraint.whenUnsatisfiable === "ScheduleAnyway")).toBe(true);
    expect(pod?.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution).toContainEqual({
      weight: 100,
      podAffinityTerm: { topologyKey: "kubernetes.io/hostname", labelSelector: pods },
    });
  });

  it("gives the API its database as two roles: the serving one, and the owner for migrations", () => {
    const secret = byKind("Secret")[0] as { stringData?: Record<string, string> };
    expect(secret.stringData?.DATABASE_URL).toMatch(/^postgres:\/\/ivdrips_app:/);
    expect(secret.stringData?.MIGRATION_DATABASE_URL).toMatch(/^postgres:\/\/REPLACE_ME_OWNER:/);
  });

  it("holds no real secret: every value in the Secret template is a placeholder", () => {
    const secret = byKind("Secret")[0] as { stringData?: Record<string, string>; data?: unknown };
    expect(secret.data).toBeUndefined();
    const values = Object.entries(secret.stringData ?? {});
    expect(values.length).toBeGreaterThan(0);
    for (const [key, value] of values) expect(value, key).toMatch(/REPLACE_ME/);
  });
});

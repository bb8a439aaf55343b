import type { ModelProvider, ModelSettings, ModelTestResult } from "@pds/contracts";
import { CheckCircle2, XCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAction, useMutation } from "../../../lib/sync/hooks.ts";

const PROVIDERS: Array<{ id: ModelProvider; name: string; hint: string; model: string }> = [
  { id: "openai", name: "OpenAI", hint: "GPT models with your OpenAI API key.", model: "gpt-4o-mini" },
  {
    id: "anthropic",
    name: "Anthropic",
    hint: "Claude models with your Anthropic API key.",
    model: "claude-3-5-haiku-latest",
  },
  {
    id: "openai-compatible",
    name: "OpenAI-compatible",
    hint: "Ollama, LM Studio, vLLM or llama.cpp: the server's address.",
    model: "",
  },
];

interface Props {
  saved: ModelSettings | null;
}

const message = (error: unknown) =>
  error instanceof Error ? error.message : "That did not work. Try again.";

/** Connect a model: provider, address, key, model; test it, save it, or go back to the default engine. */
export function ModelSettingsForm({ saved }: Props) {
  const toast = useToast();
  const listId = useId();
  const save = useMutation("settings.saveModelSettings");
  const clear = useMutation("settings.clearModelSettings");
  const test = useAction("settings.testModelConnection");
  const [provider, setProvider] = useState<ModelProvider>(saved?.provider ?? "openai");
  const [baseUrl, setBaseUrl] = useState(saved?.baseUrl ?? "");
  const [apiKey, setApiKey] = useState("");
  const [model, setModel] = useState(saved?.model ?? PROVIDERS[0]!.model);
  const [result, setResult] = useState<ModelTestResult | null>(null);
  const [busy, setBusy] = useState<"test" | "save" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const keySaved = saved?.hasKey === true && saved.provider === provider;
  const compatible = provider === "openai-compatible";

  const connection = () => ({
    provider,
    baseUrl: compatible ? baseUrl.trim() || null : null,
    ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
  });

  const choose = (next: ModelProvider) => {
    setProvider(next);
    setResult(null);
    setError(null);
    if (next !== saved?.provider) setModel(PROVIDERS.find((p) => p.id === next)!.model);
    else setModel(saved.model);
  };

  const runTest = async () => {
    setBusy("test");
    setError(null);
    try {
      setResult(await test({ ...connection(), model: model.trim() }));
    } catch (caught) {
      setResult(null);
      setError(message(caught));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!model.trim()) return setError("Pick a model.");
    setBusy("save");
    setError(null);
    try {
      await save({ ...connection(), model: model.trim() });
      setApiKey("");
      toast("Model connected. The copilot uses it from now on.", "success");
    } catch (caught) {
      setError(message(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">Provider</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {PROVIDERS.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm has-checked:border-accent-500 has-checked:ring-2 has-checked:ring-accent-200 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="provider"
                  value={option.id}
                  checked={provider === option.id}
                  onChange={() => choose(option.id)}
                  className="size-4 accent-accent-600"
                />
                {option.name}
              </span>
              <span className="text-xs text-slate-500">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {compatible ? (
        <TextField
          label="Server address"
          placeholder="http://127.0.0.1:11434/v1"
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
          autoComplete="off"
        />
      ) : null}
      <TextField
        label={compatible ? "API key (if the server wants one)" : "API key"}
        type="password"
        autoComplete="off"
        placeholder={
          keySaved ? "Saved. Paste a new key to replace it." : compatible ? "Optional" : "Paste your key"
        }
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <TextField
          label="Model"
          list={listId}
          placeholder={compatible ? "llama3.1:8b" : ""}
          value={model}
          onChange={(event) => setModel(event.target.value)}
          autoComplete="off"
        />
        <datalist id={listId}>
          {(result?.models ?? []).map((id) => (
            <option key={id} value={id} />
          ))}
        </datalist>
        {result && result.models.length > 0 ? (
          <p className="text-xs text-slate-500">
            {result.models.length} models available: start typing to pick one.
          </p>
        ) : null}
      </div>
      {result ? (
        <p
          role="status"
          data-testid="connection-result"
          className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
        >
          {result.ok ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          {result.message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={runTest} aria-busy={busy === "test"}>
          {busy === "test" ? "Testing…" : "Test connection"}
        </Button>
        <Button type="submit" aria-busy={busy === "save"}>
          {busy === "save" ? "Saving…" : "Save"}
        </Button>
        {saved ? (
          <Button
            type="button"
            variant="ghost"
            className="text-red-700"
            onClick={() => setConfirmClear(true)}
          >
            Disconnect
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmClear}
        title="Disconnect your model?"
        description="Your saved key is deleted and the copilot goes back to this server's default engine."
        confirmLabel="Disconnect"
        destructive
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          clear({}).then(
            () => toast("Model disconnected.", "success"),
            (caught: unknown) => toast(message(caught), "error"),
          );
        }}
      />
    </form>
  );
}

import {
  VOICE_INPUT_SAMPLE_RATE,
  VOICE_PROTOCOL_VERSION,
  voiceClientMessageSchema,
  type FirmTag,
  type TranscriptEntry,
  type VoiceServerMessage,
} from "@pds/contracts";
import {
  appendSegment,
  correctNames,
  pcmFromBytes,
  TurnDetector,
  type TurnEvent,
  isStreaming,
  type PersonaEngine,
  type Pcm,
  type PracticeDeck,
  type SpeechToText,
  type SpokenTurn,
  type TextToSpeech,
} from "@pds/voice";
import type { AiEngine } from "@pds/ai";
import type { WebSocket } from "ws";
import type { SessionUser } from "../auth/create-auth.ts";
import { AppError, toPublicError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import { userEngine } from "../modules/settings/user-engine.ts";
import { loadPracticeDeck } from "../modules/voice/load-practice-deck.ts";
import { saveConversation } from "../modules/voice/save-conversation.ts";
import {
  claimVoiceSession,
  endVoiceSession,
  recordVoiceUsage,
  minutesUsedMessage,
  usedSecondsToday,
  VOICE_HEARTBEAT_MS,
} from "../modules/voice/voice-caps.ts";
import type { FunctionContext } from "../functions/context.ts";
import { drainTimeoutMs } from "./drain-timeout.ts";
import { EARLY_START_MS, EarlyTranscript } from "./early-transcript.ts";
import type { Caller } from "../functions/create-context.ts";

/** The engines a session uses; the registry picks them from the environment, tests may script them. */
export interface VoiceEngines {
  /** A fresh decoder per session (released when the session ends). Throws when unavailable. */
  createStt(): SpeechToText;
  /** A one-shot decoder for voice notes. */
  createNoteStt(): SpeechToText;
  tts: TextToSpeech;
  /** The mock VC: played by `ai` (the founder's connected model, else the server's) when it can. */
  persona(firmTag: FirmTag, deck: PracticeDeck | null, ai: AiEngine): PersonaEngine;
  /**
   * The longest one transcription may take: the engine's own time limit (a cloud call's whole-call
   * timeout). End Session waits at least this long for the founder's last words. Unset: the local decoders.
   */
  sttTimeoutMs?: number;
}

export interface VoiceSessionDeps {
  log: Logger;
  /** The signed-in caller's context (the executor's): the same operations and transactions as a call. */
  contextFor(caller: Caller): FunctionContext;
  engines: VoiceEngines;
  /** Resolve a bearer token sent in `start` (cross-origin mode). */
  sessionFromToken(token: string): Promise<VoiceCaller | null>;
}

/** Who a voice socket runs as: the user and the sign-in session (ending that session ends the socket). */
export interface VoiceCaller {
  user: SessionUser;
  authSessionId: string;
}

/** Persona audio goes down in quarter-second frames, so playback can start before the reply ends. */
const DOWN_FRAME_SAMPLES = 4000;
/** How often a live session shares its usage (its row's heartbeat) and re-checks the user's daily minutes. */
const USAGE_CHECK_MS = VOICE_HEARTBEAT_MS;
const USAGE_SHARE_SECONDS = 2;
type TurnTimes = { startMs: number; endMs: number };

/**
 * One practice call on one socket: start → greeting → (founder audio → turn → STT → persona reply →
 * TTS)* → stop or drop → save. The server's transcript is the one saved.
 */
export class VoiceSession {
  private state: "waiting" | "starting" | "live" | "ending" | "ended" = "waiting";
  private user: SessionUser | null;
  /** The sign-in session this socket runs under; when it ends (sign-out elsewhere), so does the call. */
  authSessionId: string | null;
  private log: Logger;
  /** Set once the caller is known, at start. */
  private ctx: FunctionContext | null = null;
  private sessionId: string | null = null;
  private firmTag: FirmTag | null = null;
  private deckId: string | null = null;
  /** The deck's and its brief's names, so "harbor freight land" is written "Harbor Freight Labs". */
  private names: string[] = [];
  private stt: SpeechToText | null = null;
  private persona: PersonaEngine | null = null;
  private readonly detector = new TurnDetector({
    sampleRate: VOICE_INPUT_SAMPLE_RATE,
    pauseMs: EARLY_START_MS,
  });
  private readonly early = new EarlyTranscript(VOICE_INPUT_SAMPLE_RATE);
  private transcript: TranscriptEntry[] = [];
  private turns: SpokenTurn[] = [];
  private work: Promise<void> = Promise.resolve();
  private audioSeconds = 0;
  private remainingSeconds = Infinity;
  private limitTimer: NodeJS.Timeout | null = null;
  private usageTimer: NodeJS.Timeout | null = null;
  private checkingUsage = false;
  private usageAgain = false; // asked for during a check: check once more, never skip it
  private sharedSeconds = 0; // audio seconds the last usage check recorded

  constructor(
    private readonly ws: WebSocket,
    cookieCaller: VoiceCaller | null,
    private readonly deps: VoiceSessionDeps,
  ) {
    this.user = cookieCaller?.user ?? null;
    this.authSessionId = cookieCaller?.authSessionId ?? null;
    this.log = deps.log.child({ voice: true, userId: this.user?.id ?? null });
    ws.on("message", (data, isBinary) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (isBinary) this.onAudio(bytes);
      else void this.onText(bytes.toString("utf8"));
    });
    ws.on("close", () => void this.end("socket-closed"));
    ws.on("error", (error) => this.log.warn("voice socket error", { error }));
  }

  private send(message: VoiceServerMessage) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  private fail(error: unknown, close: boolean) {
    const { code, message } = toPublicError(error);
    if (code === "INTERNAL") this.log.error("voice session failed", { error });
    this.send({ type: "error", code, message });
    if (close) void this.end("error");
  }

  private async onText(text: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.fail(new AppError("INVALID_INPUT", "Messages must be JSON."), false);
    }
    const message = voiceClientMessageSchema.safeParse(parsed);
    if (!message.success) return this.fail(new AppError("INVALID_INPUT", "Unknown voice message."), false);
    if (message.data.type === "stop") return void this.end("customer-ended-call");
    if (this.state !== "waiting")
      return this.fail(new AppError("CONFLICT", "The session has already started."), false);
    this.state = "starting";
    const { v, firmTag, deckOption, token, focusSlideIds } = message.data;
    try {
      if (v !== VOICE_PROTOCOL_VERSION) {
        throw new AppError("UNSUPPORTED_VERSION", "This page is out of date. Reload it to practise.");
      }
      if (token) {
        const caller = await this.deps.sessionFromToken(token);
        this.user = caller?.user ?? null;
        this.authSessionId = caller?.authSessionId ?? null;
      }
      const user = this.user;
      if (!user) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
      this.log = this.deps.log.child({ voice: true, userId: user.id });
      const ctx = this.deps.contextFor({ user, log: this.log });
      this.ctx = ctx;
      const { deckId, deck, names } = await loadPracticeDeck(ctx, deckOption, focusSlideIds);
      const claim = await claimVoiceSession(ctx, { firmTag, deckId });
      if (this.state !== "starting") {
        // The socket closed while we were setting up: end() has run already and would not run again.
        await endVoiceSession(ctx, claim.sessionId, 0);
        return;
      }
      this.sessionId = claim.sessionId;
      // A decoder costs ~100 MB, so it is opened only for a claimed session, and in the same synchronous
      // step as the state check above: from here on end() (which always runs now) is the one that closes it.
      this.stt = this.createStt();
      this.remainingSeconds = claim.remainingSeconds;
      this.firmTag = firmTag;
      this.deckId = deckId;
      this.persona = this.deps.engines.persona(firmTag, deck, await userEngine(ctx));
      this.names = names;
      // Even a silent open socket counts against the day: end it when the remaining minutes run out.
      this.limitTimer = setTimeout(() => this.limitReached(), claim.remainingSeconds * 1000);
      this.limitTimer.unref();
      this.usageTimer = setInterval(() => void this.checkUsage(), USAGE_CHECK_MS);
      this.usageTimer.unref();
      this.send({
        type: "ready",
        sessionId: claim.sessionId,
        outputSampleRate: this.deps.engines.tts.sampleRate,
        persona: this.persona.name,
      });
      this.state = "live";
      const greeting = await this.persona.greeting();
      this.enqueue(async () => {
        try {
          await this.speak(greeting);
        } finally {
          // A greeting that could not be voiced is reported as an error; the founder may still begin.
          this.send({ type: "listening" });
        }
      });
    } catch (error) {
      this.fail(error, true);
    }
  }

  private createStt(): SpeechToText {
    try {
      return this.deps.engines.createStt();
    } catch (error) {
      throw new AppError(
        "UPSTREAM_FAILED",
        error instanceof Error ? error.message : "Speech recognition is unavailable.",
      );
    }
  }

  /** Free the decoder as soon as nothing needs it (it holds ~100 MB); safe to call twice. */
  private releaseStt() {
    const stt = this.stt;
    this.stt = null;
    stt?.close();
  }

  private onAudio(bytes: Buffer) {
    if (this.state !== "live") return;
    const samples = pcmFromBytes(bytes);
    this.audioSeconds += samples.length / VOICE_INPUT_SAMPLE_RATE;
    if (this.audioSeconds > this.remainingSeconds) return this.limitReached();
    // Share usage every couple of seconds of audio, not only at turn ends and heartbeats.
    if (this.audioSeconds - this.sharedSeconds >= USAGE_SHARE_SECONDS) void this.checkUsage();
    // A streaming decoder hears everything as it arrives, so its text is ready when the turn ends.
    if (this.stt && isStreaming(this.stt)) this.stt.write(samples);
    for (const event of this.detector.push(samples)) {
      if (event.type === "pause") this.early.start(this.stt, event.pcm, event.speechMs);
      if (event.type === "utterance") this.onTurnEnd(event, true);
    }
  }

  /**
   * Share this session's usage and re-read the day's total, which includes the user's other live sessions:
   * without this, two sessions started together could each spend the whole day's allowance.
   */
  private async checkUsage() {
    const ctx = this.ctx;
    if (this.state !== "live" || !this.sessionId || !ctx) return;
    if (this.checkingUsage) return void (this.usageAgain = true);
    this.checkingUsage = true;
    try {
      this.sharedSeconds = this.audioSeconds;
      await recordVoiceUsage(ctx, this.sessionId, this.audioSeconds);
      const used = await usedSecondsToday(ctx);
      const left = ctx.services.voice.minutesPerDay * 60 - used;
      if (left <= 0) this.limitReached();
      else this.remainingSeconds = Math.min(this.remainingSeconds, this.audioSeconds + left);
    } catch (error) {
      this.log.warn("voice usage check failed", { error });
    } finally {
      this.checkingUsage = false;
      if (this.usageAgain) {
        this.usageAgain = false;
        void this.checkUsage();
      }
    }
  }

  /** Ask for the turn's text now (the decoder works while earlier replies are spoken), handle it in order. */
  private onTurnEnd(turn: Extract<TurnEvent, { type: "utterance" }>, reply: boolean) {
    if (reply) void this.checkUsage();
    const stt = this.stt;
    if (!stt) return;
    const text = isStreaming(stt) ? stt.finish() : this.early.take(stt, turn.pcm, turn.speechMs);
    text.catch(() => undefined);
    this.enqueue(() => this.onUtterance(text, turn, reply, turn.cut));
  }

  private limitReached() {
    const minutesPerDay = this.ctx?.services.voice.minutesPerDay;
    if (this.state !== "live" || minutesPerDay === undefined) return;
    this.fail(new AppError("RATE_LIMITED", minutesUsedMessage(minutesPerDay)), false);
    void this.end("daily-limit-reached");
  }

  /** Work runs one item at a time, in order: transcripts and replies never interleave. */
  private enqueue(task: () => Promise<void>) {
    this.work = this.work.then(task).catch((error: unknown) => {
      if (this.state === "live") this.fail(error, false);
      else this.log.warn("voice work failed while ending", { error });
    });
  }

  /** A turn `cut` at the longest the VC lets run (the founder was still talking): the VC cuts in. */
  private async onUtterance(pending: Promise<string>, turn: TurnTimes, reply: boolean, cut: boolean) {
    const { startMs, endMs } = turn;
    const started = performance.now();
    const text = correctNames((await pending).trim(), this.names);
    this.log.debug("utterance transcribed", {
      ms: Math.round(performance.now() - started),
      chars: text.length,
    });
    if (!text) return;
    this.record({ role: "user", text, startMs, endMs });
    this.send({ type: "transcript", role: "user", transcriptType: "final", transcript: text });
    if (!reply || this.state !== "live" || !this.persona) return;
    const answer = await this.persona.reply(text, { interrupted: cut });
    await this.speak(answer);
  }

  private async speak(text: string) {
    // Ended meanwhile: nobody will hear it, and the drain should wait only for the founder's words.
    if (this.state !== "live") return;
    let audio: Pcm;
    try {
      audio = await this.deps.engines.tts.synthesize(text);
    } catch (error) {
      // When the voice fails (a cloud engine down), the words still reach the founder as text.
      if (this.state === "live") {
        this.record({
          role: "assistant",
          text,
          startMs: this.detector.elapsedMs,
          endMs: this.detector.elapsedMs,
        });
        this.send({ type: "transcript", role: "assistant", transcriptType: "final", transcript: text });
      }
      throw error;
    }
    if (this.state !== "live") return;
    const startMs = this.detector.elapsedMs;
    this.record({
      role: "assistant",
      text,
      startMs,
      endMs: startMs + (audio.samples.length / audio.sampleRate) * 1000,
    });
    this.send({ type: "transcript", role: "assistant", transcriptType: "final", transcript: text });
    this.send({ type: "speech-start", role: "assistant" });
    for (let i = 0; i < audio.samples.length; i += DOWN_FRAME_SAMPLES) {
      const frame = audio.samples.subarray(i, i + DOWN_FRAME_SAMPLES);
      if (this.ws.readyState !== this.ws.OPEN) return;
      this.ws.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
    }
    this.send({ type: "speech-end", role: "assistant" });
  }

  private record(turn: SpokenTurn & { startMs: number; endMs: number }) {
    this.turns.push(turn);
    this.transcript = appendSegment(this.transcript, { role: turn.role, content: turn.text });
  }

  /** End once: transcribe what is still buffered, release the decoder, save, say "ended", close. */
  async end(reason: string): Promise<void> {
    if (this.state === "ending" || this.state === "ended") return;
    const wasLive = this.state === "live";
    this.state = "ending";
    if (this.limitTimer) clearTimeout(this.limitTimer);
    if (this.usageTimer) clearInterval(this.usageTimer);
    let conversationId: string | null = null;
    try {
      if (wasLive) {
        for (const event of this.detector.flush()) {
          if (event.type === "utterance") this.onTurnEnd(event, false);
        }
        await Promise.race([
          this.work,
          new Promise((resolve) => setTimeout(resolve, drainTimeoutMs(this.deps.engines)).unref()),
        ]);
      }
      this.releaseStt();
      if (this.ctx && this.sessionId) await endVoiceSession(this.ctx, this.sessionId, this.audioSeconds);
      if (this.ctx && this.firmTag && this.transcript.length > 0) {
        conversationId = await saveConversation(this.ctx, {
          firmTag: this.firmTag,
          deckId: this.deckId,
          transcript: this.transcript,
          turns: this.turns,
          durationMs: this.detector.elapsedMs,
        });
      }
    } catch (error) {
      // A failed save is logged; the client still gets "ended" and closes its overlay.
      this.log.error("voice session save failed", { error });
    } finally {
      this.releaseStt();
      this.state = "ended";
    }
    this.send({ type: "ended", reason, conversationId });
    if (this.ws.readyState === this.ws.OPEN) this.ws.close(1000, reason.slice(0, 100));
  }
}

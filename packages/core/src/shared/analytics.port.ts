export interface AnalyticsPort {
  track(event: string, properties?: Record<string, string | number | boolean | null>): void;
}

export const AnalyticsPortToken = Symbol.for('clube.AnalyticsPort');

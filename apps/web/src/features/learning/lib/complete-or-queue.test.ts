import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { completeOrQueue } from './complete-or-queue';
import type { PlayerOffline } from './player-offline';

const body = { courseId: 7, itemId: 70, itemType: 'reading' as const };

function offlineStore(queued: unknown[]): PlayerOffline {
  return {
    activity: async () => null,
    remember: async () => undefined,
    material: async () => null,
    queueCompletion: async (slug, itemId, b) => {
      queued.push({ slug, itemId, b });
      return true;
    },
    file: async () => null,
    MaterialActions: () => null,
  };
}

describe('completeOrQueue', () => {
  it('sends online and queues nothing', async () => {
    const queued: unknown[] = [];
    const sent: number[] = [];
    await completeOrQueue('kelas', 702, body, { send: async (id) => void sent.push(id), offline: offlineStore(queued) });
    expect(sent).toEqual([702]);
    expect(queued).toEqual([]);
  });

  it('queues when the network fails', async () => {
    const queued: unknown[] = [];
    await completeOrQueue('kelas', 702, body, {
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
      offline: offlineStore(queued),
    });
    expect(queued).toEqual([{ slug: 'kelas', itemId: 702, b: body }]);
  });

  it('rethrows a refusal of the server, and a network failure without an offline store', async () => {
    const queued: unknown[] = [];
    const refused = completeOrQueue('kelas', 702, body, {
      send: async () => {
        throw new ApiError(403, 'Kamu belum terdaftar di kelas ini.');
      },
      offline: offlineStore(queued),
    });
    await expect(refused).rejects.toThrow('Kamu belum terdaftar');
    await expect(
      completeOrQueue('kelas', 702, body, {
        send: async () => {
          throw new TypeError('Failed to fetch');
        },
        offline: null,
      }),
    ).rejects.toThrow(TypeError);
    expect(queued).toEqual([]);
  });
});

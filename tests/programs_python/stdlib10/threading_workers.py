# Worker threads computing partial results, joined before printing (deterministic under real threads).
import threading
import queue
import torch

results = {}
lock = threading.Lock()


def work(idx, chunk):
    s = chunk.pow(2).sum().item()
    with lock:
        results[idx] = s


data = torch.arange(20, dtype=torch.float32)
threads = [threading.Thread(target=work, args=(i, c)) for i, c in enumerate(data.chunk(4))]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results.items()), sum(results.values()), data.pow(2).sum().item())
print(all(not t.is_alive() for t in threads))
print(threading.current_thread().name, threading.current_thread() is threading.main_thread())

names = []


def record():
    names.append(threading.current_thread().name)


t = threading.Thread(target=record, name="loader-0")
t.start()
t.join()
print(names, t.name, t.daemon)
try:
    t.start()
except RuntimeError as e:
    print("RuntimeError:", e)


class Counter(threading.Thread):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.total = 0

    def run(self):
        for i in range(self.n):
            self.total += i


c = Counter(10)
c.start()
c.join()
print("counter total", c.total)

out_q = queue.Queue()
workers = [threading.Thread(target=lambda k=k: out_q.put(k * 10), daemon=True) for k in range(3)]
for w in workers:
    w.start()
for w in workers:
    w.join()
print(sorted(out_q.get() for _ in range(3)))

lk = threading.Lock()
print(lk.locked(), lk.acquire(), lk.locked(), lk.acquire(False))
lk.release()
try:
    lk.release()
except RuntimeError as e:
    print("RuntimeError:", e)
rl = threading.RLock()
with rl:
    with rl:
        print("reentrant ok")
try:
    rl.release()
except RuntimeError as e:
    print("RuntimeError:", e)
ev = threading.Event()
print(ev.is_set(), ev.wait(0.01))
ev.set()
print(ev.is_set(), ev.wait())
ev.clear()
print(ev.is_set())
sem = threading.Semaphore(2)
with sem:
    print("in semaphore")
bs = threading.BoundedSemaphore(1)
try:
    bs.release()
except ValueError as e:
    print("ValueError:", e)
print(threading.active_count() >= 1, isinstance(threading.get_ident(), int))

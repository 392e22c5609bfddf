#!/usr/bin/python3
# ===--- bench_pt_torch.py - PyTorch's side of `torchscript bench` ---------=== #
# Times torch.jit.load and forward the way `torchscript bench` does (load
# once; per caller thread W warm-up calls, then K timed calls under no_grad;
# one intra-op thread per caller), for side-by-side numbers. Needs PyTorch:
#   /usr/bin/python3 scripts/bench_pt_torch.py MODEL.pt --input 1x3x224x224 [--threads N]
import argparse
import threading
import time

import torch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--input", action="append", required=True)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--iters", type=int, default=100)
    ap.add_argument("--warmup", type=int, default=10)
    args = ap.parse_args()
    torch.set_num_threads(1)
    t0 = time.perf_counter()
    m = torch.jit.load(args.model)
    load_ms = (time.perf_counter() - t0) * 1000
    m.eval()
    inputs = [torch.rand([int(d) for d in s.split("x")]) * 2 - 1 for s in args.input]
    times = [[] for _ in range(args.threads)]
    barrier = threading.Barrier(args.threads)
    start = [0.0]

    def worker(t):
        with torch.no_grad():
            for _ in range(args.warmup):
                m(*inputs)
            barrier.wait()
            if t == 0:
                start[0] = time.perf_counter()
            for _ in range(args.iters):
                c0 = time.perf_counter()
                m(*inputs)
                times[t].append((time.perf_counter() - c0) * 1000)

    pool = [threading.Thread(target=worker, args=(t,)) for t in range(1, args.threads)]
    for th in pool:
        th.start()
    worker(0)
    for th in pool:
        th.join()
    wall = time.perf_counter() - start[0]
    all_t = sorted(x for v in times for x in v)

    def pct(q):
        return all_t[min(len(all_t) - 1, max(0, -(-int(q * len(all_t) * 1000) // 1000) - 1))]

    print(f"model: {args.model}\nload: {load_ms:.2f} ms")
    print(f"threads: {args.threads}, warm-up: {args.warmup}, iterations: {args.iters} per thread")
    print(f"latency (ms): mean {sum(all_t) / len(all_t):.3f}  p50 {pct(0.5):.3f}  p90 {pct(0.9):.3f}  "
          f"p99 {pct(0.99):.3f}  min {all_t[0]:.3f}  max {all_t[-1]:.3f}")
    print(f"throughput: {len(all_t) / wall:.2f} calls/s")


if __name__ == "__main__":
    main()

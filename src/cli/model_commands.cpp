// ===--- model_commands.cpp - `torchscript inspect` and `bench` -----------=== //
// Both work through the public C++ API (include/torchscript), as an
// embedder would: inspect prints what a .pt holds, bench times ts::load and
// forward the way one measures a served model.
#include "cli/model_commands.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>

#include "torchscript/torchscript.h"

namespace ts {
namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

/// `forward(__torch__.M self, Tensor x) -> Tensor` as `forward(self, Tensor x) -> Tensor`.
std::string withPlainSelf(const std::string& schema) {
  size_t open = schema.find('(');
  size_t end = schema.find_first_of(",)", open);
  if (open == std::string::npos || end == std::string::npos) return schema;
  std::string first = schema.substr(open + 1, end - open - 1);
  if (first.size() < 5 || first.compare(first.size() - 5, 5, " self") != 0) return schema;
  return schema.substr(0, open + 1) + "self" + schema.substr(end);
}

std::string humanBytes(double bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB"};
  int u = 0;
  while (bytes >= 1024 && u < 3) bytes /= 1024, ++u;
  char buf[32];
  std::snprintf(buf, sizeof buf, u ? "%.2f %s" : "%.0f %s", bytes, units[u]);
  return buf;
}

struct TensorTotals {
  int64_t tensors = 0, elements = 0, bytes = 0;
  void add(const Value& t) {
    ++tensors;
    elements += t.numel();
    bytes += t.numel() * static_cast<int64_t>(dtypeSize(t.dtype()));
  }
};

TensorTotals totals(const std::vector<Value>& tensors) {
  TensorTotals out;
  for (const Value& t : tensors) out.add(t);
  return out;
}

/// One line per module, indented by depth, with its own parameter count.
void printTree(const Module& m, const std::string& name, int depth) {
  TensorTotals own = totals(m.parameters(false));
  std::string type = m.type_name();
  if (type.rfind("__torch__.", 0) == 0) type = type.substr(10);
  std::printf("  %*s%s (%s)", 2 * depth, "", name.c_str(), type.c_str());
  if (own.elements) std::printf("  params=%lld", static_cast<long long>(own.elements));
  std::printf("\n");
  for (const auto& [child, sub] : m.named_children()) printTree(sub, child, depth + 1);
}

int inspect(const std::string& path) {
  Module m = load(path);
  std::printf("module: %s\n", m.type_name().c_str());
  std::printf("training: %s\n\nmethods:\n", m.is_training() ? "True" : "False");
  std::vector<std::string> methods = m.method_names();
  // A method that does not compile is listed with the error's first line
  // (it fails when called), so the rest of the module can still be read.
  std::vector<std::string> compiled;
  for (const std::string& name : methods) {
    try {
      std::printf("  %s\n", withPlainSelf(m.method_schema(name)).c_str());
      compiled.push_back(name);
    } catch (const Error& e) {
      std::string what = e.what();
      std::printf("  %s: does not compile: %s\n", name.c_str(), what.substr(0, what.find('\n')).c_str());
    }
  }
  std::printf("\nsubmodules:\n");
  printTree(m, "<root>", 0);
  TensorTotals p = totals(m.parameters()), b = totals(m.buffers());
  std::printf("\nparameters: %lld in %lld tensors, %s\n", static_cast<long long>(p.elements),
              static_cast<long long>(p.tensors), humanBytes(static_cast<double>(p.bytes)).c_str());
  std::printf("buffers: %lld in %lld tensors, %s\n", static_cast<long long>(b.elements),
              static_cast<long long>(b.tensors), humanBytes(static_cast<double>(b.bytes)).c_str());
  std::printf("\ncode:\n");
  for (const std::string& name : compiled) std::printf("%s\n", m.method_code(name).c_str());
  return 0;
}

struct BenchOptions {
  std::string path;
  std::vector<std::vector<int64_t>> inputs;
  int threads = 1;
  int iters = 100;
  int warmup = 10;
};

int64_t numel(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

/// `1x3x224x224` -> {1, 3, 224, 224}; empty on a malformed or huge shape.
std::vector<int64_t> parseShape(const std::string& text) {
  std::vector<int64_t> shape;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t x = text.find('x', pos);
    std::string part = text.substr(pos, x == std::string::npos ? std::string::npos : x - pos);
    if (part.empty() || part.size() > 9 || part.find_first_not_of("0123456789") != std::string::npos) return {};
    shape.push_back(std::stoll(part));
    // Bounds the input's allocation (8 GiB of floats at most).
    if (numel(shape) > (int64_t{1} << 31)) return {};
    if (x == std::string::npos) break;
    pos = x + 1;
  }
  return shape;
}

/// A float tensor of `shape` with fixed pseudo-random values in [-1, 1).
Value benchInput(const std::vector<int64_t>& shape) {
  int64_t n = numel(shape);
  auto* data = new float[static_cast<size_t>(n)];
  uint32_t state = 12345;
  for (int64_t i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    data[i] = static_cast<float>(state >> 8) / 8388608.0f - 1.0f;
  }
  return Value::from_blob(data, shape, DType::Float32, [](void* p) { delete[] static_cast<float*>(p); });
}

double percentile(std::vector<double>& sorted, double q) {
  size_t i = static_cast<size_t>(std::ceil(q * static_cast<double>(sorted.size()))) - 1;
  return sorted[std::min(i, sorted.size() - 1)];
}

int bench(const BenchOptions& o) {
  // Each caller runs its forward on one core, BLAS included: --threads is
  // the number of concurrent callers (Note [Module threading contract]).
  set_num_threads(1);
  Clock::time_point t0 = Clock::now();
  Module m = load(o.path);
  double load_ms = msSince(t0);
  m.eval();
  std::vector<Value> inputs;
  for (const auto& shape : o.inputs) inputs.push_back(benchInput(shape));
  std::vector<std::vector<double>> times(static_cast<size_t>(o.threads));
  std::atomic<int> ready{0};
  Clock::time_point start;
  auto worker = [&](int t) {
    NoGradGuard no_grad;
    for (int i = 0; i < o.warmup; ++i) m.forward(inputs);
    if (++ready == o.threads) start = Clock::now();
    while (ready < o.threads) std::this_thread::yield();
    for (int i = 0; i < o.iters; ++i) {
      Clock::time_point c0 = Clock::now();
      m.forward(inputs);
      times[static_cast<size_t>(t)].push_back(msSince(c0));
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < o.threads; ++t) pool.emplace_back(worker, t);
  worker(0);
  for (std::thread& th : pool) th.join();
  double wall_ms = msSince(start);
  std::vector<double> all;
  for (const auto& v : times) all.insert(all.end(), v.begin(), v.end());
  std::sort(all.begin(), all.end());
  double mean = 0;
  for (double t : all) mean += t / static_cast<double>(all.size());
  std::printf("model: %s\nload: %.2f ms\n", o.path.c_str(), load_ms);
  std::printf("threads: %d, warm-up: %d, iterations: %d per thread\n", o.threads, o.warmup, o.iters);
  std::printf("latency (ms): mean %.3f  p50 %.3f  p90 %.3f  p99 %.3f  min %.3f  max %.3f\n", mean,
              percentile(all, 0.5), percentile(all, 0.9), percentile(all, 0.99), all.front(), all.back());
  std::printf("throughput: %.2f calls/s\n", static_cast<double>(all.size()) / (wall_ms / 1000.0));
  return 0;
}

const char* kInspectHelp =
    "usage: torchscript inspect MODEL.pt\n\n"
    "Print a .pt module: its methods with their signatures, the submodule tree,\n"
    "the parameter and buffer counts and bytes, and the code of its methods.\n";
const char* kBenchHelp =
    "usage: torchscript bench MODEL.pt --input 1x3x224x224 [--input SHAPE...] [--threads N]\n"
    "                         [--iters K] [--warmup W]\n\n"
    "Time ts::load of MODEL.pt, then call forward on float32 inputs of the given\n"
    "shapes (fixed pseudo-random values, no grad): W warm-up calls, then K timed\n"
    "calls in each of N threads calling the same module at once (defaults: N=1,\n"
    "K=100, W=10; BLAS runs single-threaded in each caller). Prints the load\n"
    "time, latency percentiles and throughput.\n";

/// Parses bench's options; false (and a message) on a usage error.
bool parseBench(int argc, char** argv, BenchOptions& o) {
  // A count in [lo, hi]; false if `s` is not one.
  auto count = [](const char* s, int lo, int hi, int& out) {
    char* end = nullptr;
    long v = std::strtol(s, &end, 10);
    if (end == s || *end || v < lo || v > hi) return false;
    out = static_cast<int>(v);
    return true;
  };
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    bool has_value = i + 1 < argc;
    bool ok = true;
    if (a == "--input" && has_value) {
      o.inputs.push_back(parseShape(argv[++i]));
      ok = !o.inputs.back().empty();
    } else if (a == "--threads" && has_value) {
      ok = count(argv[++i], 1, 256, o.threads);
    } else if (a == "--iters" && has_value) {
      ok = count(argv[++i], 1, 10000000, o.iters);
    } else if (a == "--warmup" && has_value) {
      ok = count(argv[++i], 0, 10000000, o.warmup);
    } else if (a[0] != '-' && o.path.empty()) {
      o.path = a;
    } else {
      return std::fprintf(stderr, "torchscript bench: unexpected argument '%s'\n\n%s", a.c_str(), kBenchHelp), false;
    }
    if (!ok) return std::fprintf(stderr, "torchscript bench: bad value '%s' for %s\n", argv[i], a.c_str()), false;
  }
  if (o.path.empty() || o.inputs.empty()) return std::fputs(kBenchHelp, stderr), false;
  return true;
}

}  // namespace

std::string modelCommandsUsage() {
  return "  inspect MODEL.pt        print a .pt module's methods, submodules, parameters and code\n"
         "  bench MODEL.pt --input SHAPE [--threads N] [--iters K]\n"
         "                          time loading a .pt module and calling its forward\n";
}

int runModelCommand(int argc, char** argv) {
  bool is_inspect = !std::strcmp(argv[1], "inspect"), is_bench = !std::strcmp(argv[1], "bench");
  if (!is_inspect && !is_bench) return -1;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::fputs(is_inspect ? kInspectHelp : kBenchHelp, stdout);
      return 0;
    }
  }
  BenchOptions o;
  if (is_inspect && argc != 3) return std::fputs(kInspectHelp, stderr), 2;
  if (is_bench && !parseBench(argc, argv, o)) return 2;
  try {
    return is_inspect ? inspect(argv[2]) : bench(o);
  } catch (const Error& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s: %s\n", errorKindName(e.kind()), e.what());
    return 1;
  }
}

}  // namespace ts

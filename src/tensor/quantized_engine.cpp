// ===--- quantized_engine.cpp - the current quantized engine --------------=== //
#include "tensor/quantized_engine.h"

#include <algorithm>
#include <atomic>
#include <cctype>

#include "support/error.h"

namespace ts::quant {
namespace {

std::atomic<Engine>& engine() {
  static std::atomic<Engine> e{Engine::OneDNN};
  return e;
}

}  // namespace

Engine currentEngine() { return engine().load(std::memory_order_relaxed); }

std::string engineName(Engine e) {
  switch (e) {
    case Engine::None: return "none";
    case Engine::QNNPACK: return "qnnpack";
    case Engine::OneDNN: return "onednn";
  }
  return "none";
}

std::vector<std::string> supportedEngines() { return {"qnnpack", "none", "onednn"}; }

void setEngine(const std::string& name) {
  // torch/backends/quantized/__init__.py's _get_qengine_id, then
  // Context::setQEngine's check.
  if (name == "fbgemm" || name == "x86") {
    std::string upper = name;
    std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
    throw Error("quantized engine " + upper + " is not supported");
  }
  if (name == "none") engine() = Engine::None;
  else if (name == "qnnpack") engine() = Engine::QNNPACK;
  else if (name == "onednn") engine() = Engine::OneDNN;
  else throw Error(name + " is not a valid value for quantized engine");
}

}  // namespace ts::quant

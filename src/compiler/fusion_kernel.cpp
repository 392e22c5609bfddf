// ===--- fusion_kernel.cpp - running a prim::FusionGroup ------------------=== //
// See Note [Elementwise fusion] in passes/fuse_elementwise.cpp. The group's
// members run with their own kernels, so every element gets exactly the
// value the unfused nodes give it; chunking only changes how much memory
// the temporaries touch. Chunks are a multiple of any vector width, so
// vectorized kernels split elements into full vectors and a tail exactly
// where they would on the whole tensor. Chunks after the first run on the
// intra-op threads (tensor/parallel.h).
#include "compiler/fusion_kernel.h"

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "ops/registry.h"
#include "runtime/interpreter.h"
#include "tensor/ops.h"
#include "tensor/parallel.h"

namespace ts {
namespace {

/// Elements per chunk: 64 KiB of float32, so a handful of temporaries
/// stays in L2.
constexpr int64_t kChunk = 16384;

struct Step {
  OpKernel kernel;
  SourceRange range;  ///< the member's, for errors
  std::vector<uint32_t> args;  ///< slots
  uint32_t out;                ///< slot
  std::vector<bool> moves;     ///< last read of that slot: move it
};

/// A fusion group's block as a tiny straight-line program over slots:
/// group inputs first, then one slot per member output.
struct FusedProgram {
  size_t num_inputs = 0;
  size_t num_slots = 0;
  std::vector<Step> steps;
  std::vector<uint32_t> outputs;

  void run(std::vector<IValue>& slots, Stack& scratch) const {
    for (const Step& st : steps) {
      for (size_t i = 0; i < st.args.size(); ++i)
        scratch.push_back(st.moves[i] ? std::move(slots[st.args[i]]) : slots[st.args[i]]);
      try {
        st.kernel(scratch);
      } catch (const Error& e) {
        throw LocatedError(e, st.range);
      }
      slots[st.out] = std::move(scratch.back());
      scratch.clear();
    }
  }
};

FusedProgram compile(const Node* group, const MemberKernel& member_kernel) {
  const Block* body = group->blocks()[0];
  FusedProgram p;
  std::unordered_map<const Value*, uint32_t> slot;
  for (const Value* in : body->inputs()) slot[in] = static_cast<uint32_t>(p.num_slots++);
  p.num_inputs = p.num_slots;
  for (const Node* n : *body) {
    const Operator* op = static_cast<const Operator*>(n->op);
    TS_CHECK(op && !op->schema.is_vararg, "internal: unexpected node in a fusion group");
    Step st;
    st.kernel = member_kernel(*op);
    st.range = n->sourceRange();
    for (const Value* v : n->inputs()) st.args.push_back(slot.at(v));
    st.out = slot[n->output()] = static_cast<uint32_t>(p.num_slots++);
    p.steps.push_back(std::move(st));
  }
  for (const Value* v : body->outputs()) p.outputs.push_back(slot.at(v));
  // A temporary's last read moves it, so kernels may reuse its buffer.
  std::vector<bool> live(p.num_slots, false);
  for (uint32_t o : p.outputs) live[o] = true;
  for (auto it = p.steps.rbegin(); it != p.steps.rend(); ++it) {
    it->moves.assign(it->args.size(), false);
    for (size_t i = it->args.size(); i-- > 0;) {
      uint32_t a = it->args[i];
      bool repeated = std::count(it->args.begin(), it->args.end(), a) > 1;
      if (a >= p.num_inputs && !live[a] && !repeated) it->moves[i] = true;
      live[a] = true;
    }
  }
  return p;
}

/// Which slots hold per-element data when `inputs` are chunked, or false
/// if chunking does not apply (then the group runs on whole tensors).
bool chunkPlan(const FusedProgram& p, const IValue* inputs, std::vector<bool>& chunked, int64_t& numel,
               DimVector& sizes) {
  chunked.assign(p.num_slots, false);
  numel = -1;
  for (size_t i = 0; i < p.num_inputs; ++i) {
    if (!inputs[i].isTensor()) continue;
    const Tensor& t = inputs[i].toTensor();
    // Results that require grad carry autograd state the chunk copies lose.
    if (t.requires_grad()) return false;
    if (t.dim() == 0) continue;  // broadcast whole to every chunk
    if (!t.is_contiguous() || !t.is_floating_point()) return false;
    if (numel < 0) {
      numel = t.numel();
      sizes = DimVector(t.sizes());
    } else if (DimVector(t.sizes()) != sizes) {
      return false;
    }
    chunked[i] = true;
  }
  if (numel < 2 * kChunk) return false;
  for (const Step& st : p.steps) {
    bool any = false;
    for (uint32_t a : st.args) any = any || chunked[a];
    if (!any) return false;  // a 0-dim result would not be per element
    chunked[st.out] = true;
  }
  return true;
}

/// Runs the program on the chunk of kChunk elements at `start`.
void runChunk(const FusedProgram& p, const IValue* inputs, const std::vector<bool>& chunked,
              const std::vector<Tensor>& flat, int64_t numel, int64_t start, std::vector<IValue>& slots,
              Stack& scratch) {
  int64_t len = std::min(kChunk, numel - start);
  for (size_t i = 0; i < p.num_inputs; ++i) slots[i] = chunked[i] ? IValue(flat[i].narrow(0, start, len)) : inputs[i];
  p.run(slots, scratch);
}

void runGroup(const FusedProgram& p, Stack& s) {
  const IValue* inputs = s.data() + (s.size() - p.num_inputs);
  std::vector<IValue> slots(p.num_slots);
  Stack scratch;
  std::vector<bool> chunked;
  int64_t numel;
  DimVector sizes;
  if (!chunkPlan(p, inputs, chunked, numel, sizes)) {
    for (size_t i = 0; i < p.num_inputs; ++i) slots[i] = inputs[i];
    p.run(slots, scratch);
    s.resize(s.size() - p.num_inputs);
    for (uint32_t o : p.outputs) s.push_back(std::move(slots[o]));
    return;
  }
  std::vector<Tensor> flat(p.num_inputs);
  for (size_t i = 0; i < p.num_inputs; ++i)
    if (chunked[i]) flat[i] = inputs[i].toTensor().view({numel});
  // Outputs are allocated first, so chunks (run on several threads, each
  // with its own slots; Note [Elementwise split]) only write their part.
  std::vector<Tensor> results(p.outputs.size());
  runChunk(p, inputs, chunked, flat, numel, 0, slots, scratch);
  for (size_t k = 0; k < p.outputs.size(); ++k) {
    const Tensor& part = slots[p.outputs[k]].toTensor();
    results[k] = empty(IntArrayRef(sizes), part.dtype());
    copy_(results[k].view({numel}).narrow(0, 0, part.numel()), part);
  }
  int64_t chunks = (numel + kChunk - 1) / kChunk;
  parallelFor(1, chunks, kGrainSize / kChunk, [&](int64_t b, int64_t e) {
    std::vector<IValue> task_slots(p.num_slots);
    Stack task_scratch;
    for (int64_t c = b; c < e; ++c) {
      runChunk(p, inputs, chunked, flat, numel, c * kChunk, task_slots, task_scratch);
      for (size_t k = 0; k < p.outputs.size(); ++k) {
        const Tensor& part = task_slots[p.outputs[k]].toTensor();
        copy_(results[k].view({numel}).narrow(0, c * kChunk, part.numel()), part);
      }
    }
  });
  s.resize(s.size() - p.num_inputs);
  for (Tensor& r : results) s.push_back(IValue(std::move(r)));
}

}  // namespace

void fusionGroupKernel(const Node* n, const MemberKernel& member_kernel, BoundKernel& out) {
  auto program = std::make_shared<const FusedProgram>(compile(n, member_kernel));
  out.name = "prim::FusionGroup";
  out.fn = [program](Stack& s) { runGroup(*program, s); };
}

}  // namespace ts

// ===--- dispatch.cpp - torch op calls compiled per argument signature ---=== //
// Note [Op dispatch by compiled graphs]: a call `torch.add(x, 2, alpha=a)`
// from the Python level is written as a one-statement script function over
// typed parameters (`def f(a0: Tensor, a1: int, a2: int): return
// torch.add(a0, a1, alpha=a2)`) and compiled by the ordinary compiler, so
// overload resolution, tensor sugar (`x.shape`, indexing, `torch.tensor` of
// nested lists) and autograd binding are the compiler's own. The compiled
// function is cached under a key made of the callee, each argument's type
// code and the keyword names; a hit converts the arguments into a reused
// stack and runs the function. None arguments are written as `None` in the
// source (they are not inputs), so the key also records them.
#include "python_torch/dispatch.h"

#include <algorithm>
#include <optional>
#include <functional>

#include "compiler/codegen.h"
#include "compiler/node_kernels.h"
#include "compiler/program.h"
#include "frontend/parser.h"
#include "ops/grad_hook.h"
#include "ops/out_variants.h"
#include "python/big_range.h"
#include "python/builtins.h"
#include "python/tensor_state.h"
#include "python_torch/bridge_state.h"
#include "runtime/interpreter.h"
#include "tensor/cpp_type_name.h"
#include "tensor/grad_mode.h"

namespace ts::py {

namespace {

const int kStateKey = 0;

/// Appends the element code of a list/tuple's items (homogeneous numbers,
/// tensors, or lists of the same code); false if they have none.
bool elemCode(Interp& in, TorchState& st, const std::vector<IValue>& items, std::string& key);

/// A 0-dim integer tensor: Python takes it where an int is wanted (__index__).
bool isIndexTensor(const IValue& v) {
  if (!v.isTensor()) return false;
  const Tensor& t = v.toTensor();
  return t.dim() == 0 && isIntegralType(t.dtype(), false);
}

/// Note [Tensors as ints]: `x.view(n, -1)` with `n` a 0-dim integer tensor
/// (a traced size) passes it where an int is wanted. The call converts it
/// with int() inside the compiled graph, so a trace records aten::Int as
/// PyTorch does. A list mixing ints and such tensors is coded X<items>Y,
/// each item its own input (a torch.Size of them too: its items are ints
/// whatever they hold); a lone one is coded W (a Tensor), and recoded
/// x (int(a)) when the call does not compile with a Tensor there.
bool indexList(const std::vector<IValue>& items, std::string& key, bool size) {
  bool tensors = false, ints = size;
  for (const IValue& x : items) {
    tensors = tensors || isIndexTensor(x);
    ints = ints || x.isInt();
    if (!x.isInt() && !isIndexTensor(x)) return false;
  }
  if (!tensors || !ints) return false;
  key += 'X';
  for (const IValue& x : items) key += x.isInt() ? 'i' : 'x';
  key += 'Y';
  return true;
}

/// PyTorch's MAX_DIMS (tensor_new.cpp): a sequence whose first elements nest
/// deeper than 128 levels cannot be a tensor's data; ValueError naming the
/// 129th sequence's type. Also bounds the recursion below on such data.
void checkTensorDims(Interp& in, const IValue& v) {
  constexpr int kMaxDims = 128;
  const IValue* cur = &v;
  for (int dims = 1; cur->isList() || cur->isTuple(); ++dims) {
    if (dims > kMaxDims) in.raise(in.e.ValueError, "too many dimensions '" + typeName(in, *cur) + "'");
    const auto& items = cur->isList() ? cur->toList()->items : cur->toTuple()->items;
    if (items.empty()) return;
    cur = &items[0];
  }
}

/// Appends v's type code to key: T tensor, b bool, i int, f float, s str,
/// n None, d dtype/layout/memory_format (ints), v device, L<elem> list,
/// z empty list of a tensor constructor (float),
/// e empty list, (…) tuple. False if v cannot be passed to an op.
bool typeCode(Interp& in, TorchState& st, const IValue& v, std::string& key) {
  checkNativeStack(in);  // [0, [0, [0, ...]]] nests without bound (Note [Native stack guard])
  switch (v.tag()) {
    case IValue::Tag::Tensor: key += 'T'; return true;
    case IValue::Tag::Bool: key += 'b'; return true;
    case IValue::Tag::Int: key += 'i'; return true;
    case IValue::Tag::Double: key += 'f'; return true;
    case IValue::Tag::Complex: key += 'c'; return true;
    case IValue::Tag::None: key += 'n'; return true;
    case IValue::Tag::Device: key += 'v'; return true;
    case IValue::Tag::Str: key += 's'; return !isBytes(v);
    case IValue::Tag::List: case IValue::Tag::Tuple: {
      checkTensorDims(in, v);
      const auto& items = v.isList() ? v.toList()->items : v.toTuple()->items;
      if (items.empty()) { key += st.empty_float ? 'z' : 'e'; return true; }
      // A torch.Size of traced sizes (0-dim tensors) stands for ints.
      if (v.isTuple() && v.toTuple()->named_type == in.size_tag && indexList(items, key, true)) return true;
      size_t mark = key.size();
      key += 'L';
      if (elemCode(in, st, items, key)) return true;
      key.resize(mark);
      if (indexList(items, key, false)) return true;
      if (!v.isTuple()) {
        for (const IValue& x : items)  // an int past int64 in a list, as PyTorch reports it
          if (pyCast<BigInt>(asPy(x))) in.raise(in.e.RuntimeError, "Overflow when unpacking long");
        return false;
      }
      key += '(';
      for (const IValue& x : items)
        if (!typeCode(in, st, x, key)) return false;
      key += ')';
      return true;
    }
    case IValue::Tag::Capsule: {
      PyObject* p = asPy(v);
      if (p && (p->type == st.dtype_type || p->type == st.layout_type || p->type == st.memory_format_type)) {
        key += 'd';
        return true;
      }
      if (p && p->type == st.device_type) { key += 'v'; return true; }
      if (pyCast<BigInt>(p)) in.raise(in.e.RuntimeError, "Overflow when unpacking long");
      return false;
    }
    default: return false;
  }
}

bool elemCode(Interp& in, TorchState& st, const std::vector<IValue>& items, std::string& key) {
  char scalar = 0;  // b < i < f < c
  bool tensors = false, lists = false;
  std::string sub, first;
  for (const IValue& x : items) {
    if (x.isBool()) scalar = scalar ? scalar : 'b';
    else if (x.isInt()) scalar = scalar == 'f' || scalar == 'c' ? scalar : 'i';
    else if (x.isDouble()) scalar = scalar == 'c' ? 'c' : 'f';
    else if (x.isComplex()) scalar = 'c';
    else if (x.isTensor()) tensors = true;
    else if (x.isList() || x.isTuple()) {
      lists = true;
      sub.clear();
      if (!typeCode(in, st, x, sub)) return false;
      if (sub == "e" || sub == "z") sub = "Lf";  // [[]]: a float list
      if (sub[0] != 'L') return false;
      if (first.empty()) first = sub;
      else if (sub != first) {
        // Rows of numbers of different kinds ([[True], [2]], [[1, 2], [3.5, 4]],
        // [[1j], [1]]) promote to the widest kind: bool < int < float < complex.
        static const std::string kRank = "bifc";
        if (sub.size() != first.size()) return false;
        for (size_t k = 0; k < sub.size(); ++k) {
          if (sub[k] == first[k]) continue;
          size_t a = kRank.find(sub[k]), b = kRank.find(first[k]);
          if (a == std::string::npos || b == std::string::npos) return false;
          first[k] = kRank[std::max(a, b)];
        }
      }
    } else return false;
  }
  if ((scalar != 0) + tensors + lists != 1) return false;
  if (scalar) key += scalar;
  else if (tensors) key += 'T';
  else key += first;
  return true;
}

/// The TorchScript annotation of a type code starting at `pos` (advanced).
std::string annotation(const std::string& code, size_t& pos) {
  char c = code[pos++];
  switch (c) {
    case 'T': case 'W': case 'x': return "Tensor";
    case 'b': return "bool";
    case 'i': case 'd': case 'B': return "int";
    case 'f': return "float";
    case 'c': return "complex";
    case 's': return "str";
    case 'v': return "torch.device";
    case 'e': return "List[int]";
    case 'q': return "List[Tensor]";
    case 'z': return "List[float]";
    case 'L': return "List[" + annotation(code, pos) + "]";
    case '(': {
      std::string out = "Tuple[";
      bool first = true;
      while (code[pos] != ')') {
        if (!first) out += ", ";
        first = false;
        out += annotation(code, pos);
      }
      ++pos;
      return out + "]";
    }
    default: return "None";
  }
}

/// The TorchScript type of the type code at `pos` (advanced).
TypePtr typeOfCode(const std::string& code, size_t& pos) {
  switch (code[pos++]) {
    case 'T': case 'W': case 'x': return Type::tensor();
    case 'b': return Type::bool_();
    case 'f': return Type::float_();
    case 'c': return Type::complex();
    case 's': return Type::str_();
    case 'v': return Type::device();
    case 'q': return Type::list(Type::tensor());
    case 'L': return Type::list(typeOfCode(code, pos));
    case '(': {
      std::vector<TypePtr> items;
      while (code[pos] != ')') items.push_back(typeOfCode(code, pos));
      ++pos;
      return Type::tuple(std::move(items));
    }
    default: return Type::int_();
  }
}

/// v converted to the representation its code names (pos advanced).
IValue convert(Interp& in, const IValue& v, const std::string& code, size_t& pos) {
  char c = code[pos++];
  switch (c) {
    case 'd': return IValue(static_cast<PyInstance*>(asPy(v))->native_value.toInt());
    case 'v': return v.isDevice() ? v : static_cast<PyInstance*>(asPy(v))->native_value;
    case 'f': return v.isDouble() ? v : IValue(static_cast<double>(v.isBool() ? v.toBool() : v.toInt()));
    case 'i': return v.isBool() ? IValue(static_cast<int64_t>(v.toBool())) : v;
    // A bool for a Scalar: the graph types it int, the kernel gets the bool
    // (Scalar(bool)), so `bool_tensor + True` stays bool as in PyTorch.
    case 'B': return v;
    case 'c': {
      if (v.isComplex()) return v;
      double re = v.isDouble() ? v.toDouble() : v.isBool() ? v.toBool() : static_cast<double>(v.toInt());
      return IValue(std::complex<double>(re, 0.0));
    }
    case 'e': return IValue(Ref<ListObj>(new ListObj(Type::int_())));
    case 'q': return IValue(Ref<ListObj>(new ListObj(Type::tensor())));
    case 'z': return IValue(Ref<ListObj>(new ListObj(Type::float_())));
    case 'L': {
      const auto& items = v.isList() ? v.toList()->items : v.toTuple()->items;
      size_t elem = pos;
      size_t ep = elem;
      auto* list = new ListObj(typeOfCode(code, ep));
      IValue out{Ref<ListObj>(list)};
      list->items.reserve(items.size());
      for (const IValue& x : items) {
        size_t p = elem;
        list->items.push_back(convert(in, x, code, p));
      }
      annotation(code, pos);  // skips the element code
      return out;
    }
    case '(': {
      const auto& items = v.isList() ? v.toList()->items : v.toTuple()->items;
      std::vector<IValue> out;
      for (const IValue& x : items) out.push_back(convert(in, x, code, pos));
      ++pos;  // ')'
      return IValue(Ref<TupleObj>(new TupleObj(std::move(out))));
    }
    default: return v;
  }
}

/// Writes the script source of callee `c` for the arguments coded in `key`
/// (starting at `pos`), with `nkw` keyword names `kws`.
std::string scriptSource(const Callee& c, const std::string& key, size_t pos, const std::vector<std::string>& kws) {
  std::string params, args, index;
  int n = 0;
  size_t kw_index = 0;
  std::function<std::string(size_t&)> param = [&](size_t& p) {
    char code = key[p];
    if (code == 'n') { ++p; return std::string("None"); }
    if (code == 'X') {
      std::string items;
      for (++p; key[p] != 'Y';) items += (items.empty() ? "" : ", ") + param(p);
      ++p;
      return "[" + items + "]";
    }
    std::string name = "a" + std::to_string(n++);
    std::string ann = annotation(key, p);
    params += (params.empty() ? "" : ", ") + name + ": " + ann;
    return code == 'x' ? "int(" + name + ")" : name;
  };
  std::vector<std::string> pos_args;
  std::vector<std::pair<std::string, std::string>> kw_args;
  while (pos < key.size()) {
    char marker = key[pos++];
    if (marker == 'P') {
      pos_args.push_back(param(pos));
    } else if (marker == 'K') {
      std::string name = kws[kw_index++];
      kw_args.push_back({name, param(pos)});
    } else if (marker == 'I') {
      // Index items: S<start><stop><step> slices, N None, E Ellipsis, else a value.
      std::string items;
      size_t count = 0;
      bool trailing_comma = false;
      while (pos < key.size() && key[pos] != ']') {
        char k = key[pos];
        if (k == ',') { trailing_comma = true; ++pos; continue; }
        if (count++) items += ", ";
        if (k == 'N') { items += "None"; ++pos; }
        else if (k == 'E') { items += "..."; ++pos; }
        else if (k == 'S') {
          ++pos;
          std::string parts[3];
          for (auto& part : parts) {
            std::string s = param(pos);
            part = s == "None" ? "" : s;
          }
          items += parts[0] + ":" + parts[1] + (parts[2].empty() ? "" : ":" + parts[2]);
        } else {
          items += param(pos);
        }
      }
      ++pos;
      index = count == 0 ? "()" : items + (trailing_comma ? "," : "");
    }
  }
  std::string call_args;
  for (size_t i = (c.kind == CallKind::Function ? 0 : 1); i < pos_args.size(); ++i)
    call_args += (call_args.empty() ? "" : ", ") + pos_args[i];
  for (auto& [k, v] : kw_args) call_args += (call_args.empty() ? "" : ", ") + k + "=" + v;
  std::string body;
  const std::string& a0 = pos_args.empty() ? std::string("None") : pos_args[0];
  switch (c.kind) {
    case CallKind::Function: body = "return " + c.text + "(" + call_args + ")"; break;
    case CallKind::Method: body = "return " + a0 + "." + c.text + "(" + call_args + ")"; break;
    case CallKind::Binary: body = "return " + a0 + " " + c.text + " " + pos_args.at(1); break;
    case CallKind::Unary: body = "return " + c.text + a0; break;
    case CallKind::Attribute: body = "return " + a0 + "." + c.text; break;
    case CallKind::GetItem: body = "return " + a0 + "[" + index + "]"; break;
    case CallKind::SetItem: body = a0 + "[" + index + "] = " + pos_args.at(1) + "\n    return " + a0; break;
    case CallKind::InPlace: body = a0 + " " + c.text + " " + pos_args.at(1) + "\n    return " + a0; break;
  }
  return "import torch\nfrom torch import Tensor\nfrom typing import List, Tuple, Optional\n\ndef f(" + params +
         "):\n    " + body + "\n";
}

}  // namespace

TorchState& torchState(Interp& in) {
  std::shared_ptr<void>& slot = in.extension(&kStateKey);
  if (!slot) slot = std::make_shared<TorchState>();
  return *static_cast<TorchState*>(slot.get());
}

TorchState::TorchState() = default;
TorchState::~TorchState() = default;

void setOpObserver(Interp& in, OpObserver* observer) { torchState(in).observer = observer; }
OpObserver* opObserver(Interp& in) { return torchState(in).observer; }
LibraryCall::LibraryCall(Interp& i) : in(i) { ++torchState(in).library_calls; }
LibraryCall::~LibraryCall() { --torchState(in).library_calls; }
bool inLibraryCall(Interp& in) { return torchState(in).library_calls > 0; }
size_t compiledSignatures(Interp& in) { return torchState(in).cache.size(); }

int calleeId(Interp& in, CallKind kind, const std::string& text, ResultHint hint) {
  TorchState& st = torchState(in);
  auto& ids = st.callee_ids[static_cast<size_t>(kind)];
  auto it = ids.find(std::string_view(text));
  if (it != ids.end()) return it->second;
  int id = static_cast<int>(st.callees.size());
  bool ctor = text == "torch.tensor" || text == "torch.as_tensor" || text == "new_tensor";
  st.callees.push_back(Callee{kind, text, hint, ctor});
  ids.emplace(text, id);
  return id;
}

namespace {

void indexItemCode(Interp& in, TorchState& st, const IValue& x, std::string& key, std::vector<IValue>& vals) {
  if (x.isNone()) { key += 'N'; return; }
  if (isSame(x, in.ellipsis)) { key += 'E'; return; }
  if (auto* s = asPyT<PySlice>(x)) {
    key += 'S';
    for (const IValue* part : {&s->start, &s->stop, &s->step}) {
      IValue p = *part;
      if (isIndexTensor(p) && p.toTensor().dtype() != ScalarType::Byte) {
        // A 0-dim integer tensor bound (a traced size, `x[:n // 2]`) passes as
        // int(tensor), so a trace records its aten::Int (Note [Tensors as ints]).
        key += 'x';
        vals.push_back(p);
        continue;
      }
      if (!p.isNone() && !p.isInt() && !p.isTensor()) p = IValue(toIndex(in, p));
      if (p.isTensor()) p = IValue(toIndex(in, p));
      if (!typeCode(in, st, p, key)) in.raise(in.e.TypeError, "slice indices must be integers or None");
      if (!p.isNone()) vals.push_back(p);
    }
    return;
  }
  IValue v = x;
  if (x.isList()) {
    // A list index is a tensor index (PyTorch converts it with torch.tensor).
    v = callOp(in, CallKind::Function, "torch.tensor", {x});
  } else if (auto* r = asPyT<PyRange>(x)) {
    // So is a range (a sequence of ints): the same values as a long tensor.
    v = callOp(in, CallKind::Function, "torch.arange", {rangeField(*r, 0), rangeField(*r, 1), rangeField(*r, 2)});
  }
  if (!v.isTensor() && !v.isInt() && !v.isBool()) {
    if (v.isDouble() || v.isStr() || v.isTuple())
      in.raise(in.e.IndexError,
               "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices (got " +
                   typeName(in, x) + ")");
    v = IValue(toIndex(in, v));
  }
  // A 0-dim integer tensor (not uint8: a mask) indexes as an int, a select
  // (a view); a trace records its aten::Int, as PyTorch's recordSelectTrace.
  if (isIndexTensor(v) && v.toTensor().dtype() != ScalarType::Byte)
    key += 'x';
  else
    typeCode(in, st, v, key);
  vals.push_back(v);
}

}  // namespace

namespace {

/// Factories (torch.zeros, x.new_ones, ...) take `requires_grad=` in Python
/// (not in their schemas): the call runs without it and the flag is set on
/// the result.
bool splitRequiresGrad(Interp& in, int id, Args& args, IValue& out) {
  for (size_t i = 0; i < args.nkw; ++i) {
    if (args.kw[i].name.toStr() != "requires_grad") continue;
    bool flag = truthy(in, args.kw[i].value);
    SmallVector<KwArg, 4> rest;
    for (size_t j = 0; j < args.nkw; ++j)
      if (j != i) rest.push_back(args.kw[j]);
    Args a{args.pos, args.n, rest.data(), rest.size()};
    out = callOp(in, id, a);
    if (flag && out.isTensor()) {
      Tensor t = out.toTensor();
      if (!t.is_floating_point() && !t.is_complex())
        in.raise(in.e.RuntimeError, "Only Tensors of floating point and complex dtype can require gradients");
      t.set_requires_grad(true);
    }
    return true;
  }
  return false;
}

/// Python indexing reports an int index out of range, and more int/slice
/// indices than dimensions, as IndexError with its own messages (script
/// code's select() words them differently).
/// Tensors have no negative strides: PyTorch's Python indexing raises
/// ValueError for a step below one (script code's aten::slice a RuntimeError).
void checkSliceStep(Interp& in, const IValue& x) {
  const IValue& step = asPyT<PySlice>(x)->step;
  if (!step.isInt()) return;
  if (step.toInt() == 0) in.raise(in.e.ValueError, "slice step cannot be zero");
  if (step.toInt() < 0) in.raise(in.e.ValueError, "step must be greater than zero");
}

void checkIntIndices(Interp& in, const Tensor& t, const IValue& idx) {
  const IValue* items = &idx;
  size_t n = 1;
  if (idx.isTuple()) {
    items = idx.toTuple()->items.data();
    n = idx.toTuple()->items.size();
  }
  int64_t dim = 0;
  for (size_t i = 0; i < n; ++i) {
    const IValue& x = items[i];
    if (x.isNone()) continue;
    if (x.isInt() || asPyT<PySlice>(x)) {
      if (dim >= t.dim()) in.raise(in.e.IndexError, "too many indices for tensor of dimension " + std::to_string(t.dim()));
    }
    if (x.isInt()) {
      int64_t size = t.sizes()[static_cast<size_t>(dim)], v = x.toInt();
      if (v < -size || v >= size)
        in.raise(in.e.IndexError, "index " + std::to_string(v) + " is out of bounds for dimension " + std::to_string(dim) +
                                      " with size " + std::to_string(size));
      ++dim;
    } else if (asPyT<PySlice>(x)) {
      checkSliceStep(in, x);
      ++dim;
    } else {
      // Ellipsis, tensors, lists: the op checks their dims; PyTorch's
      // applySlicing still rejects a bad step in any later slice.
      for (size_t j = i + 1; j < n; ++j)
        if (asPyT<PySlice>(items[j])) checkSliceStep(in, items[j]);
      return;
    }
  }
}

/// Python passes an int where a schema wants a float (`uniform_(0, 1)`);
/// script code does not. From a failed match's message ("Expected a value of
/// type 'float' for argument 'from' but instead found type 'int'") finds the
/// argument and recodes it as float; false if the message names none.
bool relaxIntArgument(const std::string& msg, std::string& codes, const std::vector<std::string>& kws) {
  // Python's argument parser takes an int for `float` and `float?` alike,
  // a bool for a Scalar (`t + True`), and `[]` for a Tensor[] (`torch.cat([])`
  // reaches the kernel's own error), which script code does not.
  struct Relax {
    const char* want;
    const char* found;
    char from, to;
  };
  static const Relax kRelax[] = {{"float", "int", 'i', 'f'}, {"Optional[float]", "int", 'i', 'f'},
                                 {"number", "bool", 'b', 'B'}, {"Optional[number]", "bool", 'b', 'B'},
                                 {"List[Tensor]", "List[int]", 'e', 'q'}};
  size_t at = std::string::npos, name_end = std::string::npos;
  std::string name;
  const Relax* rule = nullptr;
  for (const Relax& r : kRelax) {
    std::string prefix = std::string("Expected a value of type '") + r.want + "' for argument '";
    std::string found = std::string("' but instead found type '") + r.found + "'";
    for (at = msg.find(prefix); at != std::string::npos && !rule; at = msg.find(prefix, at + 1)) {
      name_end = msg.find('\'', at + prefix.size());
      if (name_end == std::string::npos || msg.compare(name_end, found.size(), found) != 0) continue;
      name = msg.substr(at + prefix.size(), name_end - at - prefix.size());
      rule = &r;
    }
    if (rule) {
      at = msg.rfind(prefix, name_end);
      break;
    }
  }
  if (!rule) return false;
  // The schema is the last line before the failure that has "(": find the
  // argument's position in it.
  size_t line_end = msg.rfind(":\n", at);
  size_t line_start = line_end == std::string::npos ? std::string::npos : msg.rfind('\n', line_end - 1);
  std::string schema = msg.substr(line_start == std::string::npos ? 0 : line_start + 1, line_end - (line_start == std::string::npos ? 0 : line_start + 1));
  size_t open = schema.find('(');
  int depth = 0, index = 0, found = -1;
  bool kw_only = false;
  std::string cur;
  for (size_t i = open + 1; i < schema.size() && found < 0; ++i) {
    char ch = schema[i];
    if (ch == '(' || ch == '[') ++depth;
    if ((ch == ')' || ch == ']') && depth > 0) { --depth; cur += ch; continue; }
    if ((ch == ',' || ch == ')') && depth == 0) {
      size_t b = cur.find_first_not_of(' ');
      std::string param = b == std::string::npos ? "" : cur.substr(b);
      if (param == "*") kw_only = true;
      else {
        size_t eq = param.find('=');
        std::string decl = param.substr(0, eq);
        if (decl.substr(decl.rfind(' ') + 1) == name) found = kw_only ? -2 : index;
        ++index;
      }
      cur.clear();
      if (ch == ')') break;
      continue;
    }
    cur += ch;
  }
  // Positional argument `found`, or the keyword `name`.
  int seen_p = -1;
  size_t seen_k = 0;
  for (size_t p = 0; p < codes.size(); ++p) {
    if (codes[p] != 'P' && codes[p] != 'K') continue;
    bool match = codes[p] == 'P' ? ++seen_p == found : kws[seen_k++] == name;
    if (match && codes[p + 1] == rule->from) {
      codes[p + 1] = rule->to;
      return true;
    }
  }
  return false;
}

/// The value of a prim::Constant of a simple type, or false.
bool simpleConstant(const Node* n, IValue& out) {
  TypePtr t = n->output()->type();
  const AttributeValue* a = n->hasAttribute(attr::value) ? n->attribute(attr::value) : nullptr;
  if (t->is(TypeKind::None)) return out = IValue(), true;
  if (!a) return false;
  if (t->is(TypeKind::Bool) && std::holds_alternative<int64_t>(*a)) return out = IValue(std::get<int64_t>(*a) != 0), true;
  if (t->is(TypeKind::Int) && std::holds_alternative<int64_t>(*a)) return out = IValue(std::get<int64_t>(*a)), true;
  if (t->is(TypeKind::Float) && std::holds_alternative<double>(*a)) return out = IValue(std::get<double>(*a)), true;
  return false;
}

/// Sets up Note [Direct kernel calls] when the graph allows it.
void planDirectCall(CompiledCall& cc) {
  const Graph& g = *cc.fn->graph;
  const Node* op_node = nullptr;
  std::unordered_map<const Value*, int> source;
  for (size_t i = 0; i < g.inputs().size(); ++i) source[g.inputs()[i]] = static_cast<int>(i);
  for (const Node* n : *g.block()) {
    IValue c;
    if (n->kind() == prim::Constant && simpleConstant(n, c)) {
      cc.constants.push_back(c);
      source[n->output()] = -static_cast<int>(cc.constants.size());
    } else if (!op_node && n->op) {
      op_node = n;
    } else {
      return;
    }
  }
  if (!op_node || g.outputs().size() != 1 || op_node->outputs().size() != 1 || g.outputs()[0] != op_node->output())
    return;
  const auto& op = *static_cast<const Operator*>(op_node->op);
  if (op.schema.is_vararg) return;
  std::vector<int> sources;
  for (const Value* v : op_node->inputs()) {
    auto it = source.find(v);
    if (it == source.end()) return;
    sources.push_back(it->second);
  }
  cc.sources = std::move(sources);
  cc.kernel = op.grad ? withAutograd(op, op.kernel, true) : op.kernel;
}

/// The graph inputs whose tensors an operator writes: a `Tensor(a!)`
/// argument is an input or a view chain over one (`x[0] = v` compiles to
/// select + fill_), followed back through each producer's first input.
std::vector<int> writtenInputs(const Graph& g) {
  std::vector<int> written;
  for (const Node* n : *g.block()) {
    if (!n->op) continue;
    const FunctionSchema& schema = static_cast<const Operator*>(n->op)->schema;
    for (size_t k = 0; k < schema.arguments.size() && k < n->inputs().size(); ++k) {
      if (!schema.arguments[k].is_write) continue;
      const Value* v = n->input(k);
      while (v->node()->op && !v->node()->inputs().empty()) v = v->node()->input(0);
      const auto& ins = g.inputs();
      auto it = std::find(ins.begin(), ins.end(), v);
      int i = static_cast<int>(it - ins.begin());
      if (it != ins.end() && std::find(written.begin(), written.end(), i) == written.end()) written.push_back(i);
    }
  }
  return written;
}

/// Whether a graph input reaches an op through aten::IntImplicit.
bool convertsInputImplicitly(const Graph& g) {
  const Node* params = g.block()->paramNode();
  for (const Node* n : *g.block())
    if (n->kind() == Symbol::fromQualString("aten::IntImplicit") && n->input(0)->node() == params) return true;
  return false;
}

/// Note [Tensors as ints]: a list of only 0-dim integer tensors (traced sizes:
/// `w.split([E, E * 2])`) is coded as a Tensor list, which most overloads
/// take; when the call does not compile so, each such argument is recoded
/// X x..x Y (an int list of its items). False if there is none.
bool recodeIndexTensorLists(std::string& codes, const Args& args) {
  std::string out;
  size_t n_pos = 0, n_kw = 0;
  bool changed = false;
  for (size_t p = 0; p < codes.size();) {
    if (codes[p] != 'P' && codes[p] != 'K') return false;  // not a plain call's codes
    size_t end = codes.find_first_of("PK", p + 1);
    if (end == std::string::npos) end = codes.size();
    std::string seg = codes.substr(p + 1, end - p - 1);
    const IValue* v = nullptr;
    if (codes[p] == 'P' && n_pos < args.n) v = &args[n_pos++];
    if (codes[p] == 'K' && n_kw < args.nkw) v = &args.kw[n_kw++].value;
    if (!v) return false;
    const std::vector<IValue>* items =
        v->isList() ? &v->toList()->items : v->isTuple() ? &v->toTuple()->items : nullptr;
    out += codes[p];
    if (seg == "LT" && items && std::all_of(items->begin(), items->end(), isIndexTensor)) {
      out += 'X' + std::string(items->size(), 'x') + 'Y';
      changed = true;
    } else {
      out += seg;
    }
    p = end;
  }
  if (changed) codes = out;
  return changed;
}

/// Compiles callee `c` for the argument codes of `key` (without the id).
CompiledCall compileCall(Interp& in, const Callee& c, const std::string& key, const Args& args) {
  // Strip keyword names out of the key for the source writer.
  CompiledCall cc;
  std::vector<std::string> kws;
  for (size_t p = 0; p < key.size(); ++p) {
    if (key[p] == 'K') {
      size_t eq = key.find('=', p);
      kws.push_back(key.substr(p + 1, eq - p - 1));
      cc.codes += 'K';
      p = eq;
      continue;
    }
    cc.codes += key[p];
  }
  for (int attempt = 0;; ++attempt) {
    try {
      cc.program = std::make_unique<Program>(parseFile(Source::make("<torch>", scriptSource(c, cc.codes, 0, kws))));
      cc.fn = cc.program->scriptFunction("f");
      // Script packs a tensor into an int list by aten::IntImplicit; Python
      // takes it through __index__ (Note [Tensors as ints]).
      if (attempt < 8 && cc.codes.find('W') != std::string::npos && convertsInputImplicitly(*cc.fn->graph)) {
        std::replace(cc.codes.begin(), cc.codes.end(), 'W', 'x');
        continue;
      }
      break;
    } catch (const CompileError& e) {
      if (attempt < 8 && relaxIntArgument(e.rawMessage(), cc.codes, kws)) continue;
      if (attempt < 8 && cc.codes.find('W') != std::string::npos) {
        std::replace(cc.codes.begin(), cc.codes.end(), 'W', 'x');
        continue;
      }
      if (attempt < 8 && (c.kind == CallKind::Function || c.kind == CallKind::Method) &&
          recodeIndexTensorLists(cc.codes, args))
        continue;
      in.raise(in.e.TypeError, pythonArgumentError(in, c, e.rawMessage(), args));
    }
  }
  // Python binds some overloads' autograd nodes differently (x * 2 is
  // MulBackward0 in Python, MulBackward1 in script): code for the Python level.
  Program& prog = *cc.program;
  cc.fn->code = generateCode(
      *cc.fn->graph, [&prog](const Node* n, BoundKernel& k) { return nodeKernel(prog, n, k); }, true);
  if (!cc.fn->graph->outputs().empty()) {
    auto* nt = dynamic_cast<const NamedTupleType*>(cc.fn->graph->outputs()[0]->type());
    if (nt && nt->name().empty() && !nt->fields().empty() && !nt->fields()[0].name.empty()) cc.named_result = nt;
  }
  planDirectCall(cc);
  cc.written = writtenInputs(*cc.fn->graph);
  return cc;
}

}  // namespace

namespace {

using ArgValues = SmallVector<IValue, 8>;

/// Dims an index item consumes: a mask its rank, None and `...` none.
int64_t consumedDims(Interp& in, const IValue& x) {
  if (x.isNone() || isSame(x, in.ellipsis)) return 0;
  if (x.isTensor()) {
    const Tensor& t = x.toTensor();
    return t.dtype() == ScalarType::Bool || t.dtype() == ScalarType::Byte ? t.dim() : 1;
  }
  return 1;  // int, slice, list (a 1-d index or mask)
}

/// `x[..., idx]` in Python: script code cannot place tensor indices after an
/// ellipsis without the rank (PyTorch's emitter refuses them), but eager
/// indexing knows it, so the ellipsis becomes that many full slices.
IValue expandEllipsisBeforeTensors(Interp& in, const Tensor& self, const IValue& idx) {
  if (!idx.isTuple()) return idx;
  const auto& items = idx.toTuple()->items;
  size_t ellipsis = items.size();
  bool tensor_after = false;
  int64_t used = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    if (isSame(items[i], in.ellipsis) && ellipsis == items.size()) ellipsis = i;
    else if (i > ellipsis && (items[i].isTensor() || items[i].isList())) tensor_after = true;
    used += consumedDims(in, items[i]);
  }
  if (!tensor_after) return idx;
  std::vector<IValue> out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i != ellipsis) {
      out.push_back(items[i]);
      continue;
    }
    for (int64_t k = used; k < self.dim(); ++k) out.push_back(box(new PySlice(in.t.slice, IValue(), IValue(), IValue())));
  }
  if (out.size() == 1) out.push_back(box(new PySlice(in.t.slice, IValue(), IValue(), IValue())));
  return in.newTuple(std::move(out));
}

/// An object of a Python class with __index__ passes where PyTorch's
/// argument parser takes an int (torch.zeros(Num(3))); else nullopt.
std::optional<IValue> indexArgument(Interp& in, const IValue& v) {
  if (!pyCast<PyInstance>(asPy(v))) return std::nullopt;
  const IValue* m = typeOf(in, v)->lookup(in, "__index__");
  if (!m) return std::nullopt;
  IValue r = callMethod(in, *m, v, {});
  if (!r.isInt()) return std::nullopt;
  return r;
}

/// Appends the type codes of a call's arguments to `key` and the values to
/// pass (None excluded, index items expanded) to `vals`.
void codeArguments(Interp& in, TorchState& st, const Callee& c, Args& args, std::string& key, ArgValues& vals) {
  auto add = [&](const IValue& v) {
    key += 'P';
    if (isIndexTensor(v)) {
      key += 'W';
    } else if (!typeCode(in, st, v, key)) {
      if (std::optional<IValue> i = indexArgument(in, v)) {
        key += 'i';
        vals.push_back(*i);
        return;
      }
      std::string what = c.kind == CallKind::Function || c.kind == CallKind::Method ? c.text : "operator";
      in.raise(in.e.TypeError, what + "(): unsupported argument type '" + typeName(in, v) + "'");
    }
    if (!v.isNone()) vals.push_back(v);
  };
  if (c.kind == CallKind::GetItem || c.kind == CallKind::SetItem) {
    if (args[0].isTensor()) checkIntIndices(in, args[0].toTensor(), args[1]);
    add(args[0]);
    std::vector<IValue> idx_vals;
    key += 'I';
    IValue idx = args[1];
    if (args[0].isTensor()) idx = expandEllipsisBeforeTensors(in, args[0].toTensor(), idx);
    if (idx.isTuple()) {
      for (const IValue& x : idx.toTuple()->items) indexItemCode(in, st, x, key, idx_vals);
      if (idx.toTuple()->items.size() == 1) key += ',';
    } else {
      indexItemCode(in, st, idx, key, idx_vals);
    }
    key += ']';
    for (auto& v : idx_vals) vals.push_back(v);
    if (c.kind == CallKind::SetItem) add(args[2]);
    return;
  }
  // torch.tensor([]) is a float tensor: its empty lists are float lists.
  st.empty_float = c.tensor_ctor;
  for (size_t i = 0; i < args.n; ++i) add(args[i]);
  st.empty_float = false;
  for (size_t i = 0; i < args.nkw; ++i) {
    key += 'K';
    const std::string& name = args.kw[i].name.toStr();
    key.append(name);
    key += '=';
    const IValue& v = args.kw[i].value;
    if (isIndexTensor(v))
      key += 'W';
    else if (!typeCode(in, st, v, key))
      in.raise(in.e.TypeError, c.text + "(): argument '" + name + "' has unsupported type '" + typeName(in, v) + "'");
    if (!v.isNone()) vals.push_back(v);
  }
}

/// Runs a compiled call on `stack` (its inputs) and reports it to the observer.
IValue runCompiled(TorchState& st, const CompiledCall& cc, Stack& stack) {
  OpObserver* obs = st.observer;
  std::vector<IValue> inputs;
  if (obs) inputs.assign(stack.begin(), stack.end());
  SmallVector<Ref<Storage>, 2> written;
  for (int i : cc.written)
    if (static_cast<size_t>(i) < stack.size() && stack[static_cast<size_t>(i)].isTensor())
      written.push_back(stack[static_cast<size_t>(i)].toTensor().storage());
  if (cc.kernel) {
    // Note [Direct kernel calls]: `stack` holds the inputs; the kernel's
    // arguments go on top of them.
    for (int s : cc.sources) stack.push_back(s >= 0 ? stack[static_cast<size_t>(s)] : cc.constants[static_cast<size_t>(-1 - s)]);
    try {
      cc.kernel(stack);
    } catch (const std::bad_alloc&) {
      // A torch function whose allocation fails raises RuntimeError, as
      // PyTorch's bindings report any C++ exception (script code gives the
      // same, interpreter.cpp); MemoryError is for Python's own objects.
      throw Error("std::bad_alloc");
    }
  } else {
    runFunction(*cc.fn, stack);
  }
  IValue result = stack.empty() ? IValue() : std::move(stack.back());
  stack.clear();
  for (const Ref<Storage>& s : written) s->bumpVersion();
  if (obs) {
    std::vector<IValue> outputs{result};
    obs->onOp(*cc.fn->graph, inputs, outputs);
  }
  return result;
}

/// A result as Python sees it (torch.Size, dtype and device objects, tuples
/// of tensors, torch.return_types).
IValue pythonResult(Interp& in, const Callee& c, const CompiledCall& cc, IValue result) {
  switch (c.hint) {
    case ResultHint::Size: return result.isList() ? makeSize(in, result.toList()->items) : result;
    case ResultHint::Dtype: return result.isInt() ? dtypeObject(in, result.toInt()) : result;
    case ResultHint::Tuple: return result.isList() ? in.newTuple(result.toList()->items) : result;
    default: break;
  }
  if (result.isDevice()) return deviceObject(in, result.toDevice());
  // Python returns a Tensor[] result (unbind, split, chunk) as a tuple.
  if (result.isList() && result.toList()->elem_type == Type::tensor()) return in.newTuple(result.toList()->items);
  if (cc.named_result) {
    size_t dot = c.text.rfind('.');
    std::string name = dot == std::string::npos ? c.text : c.text.substr(dot + 1);
    // torch.linalg.eigh returns torch.return_types.linalg_eigh (its aten name).
    if (c.text.rfind("torch.linalg.", 0) == 0) name = "linalg_" + name;
    // A Tensor[] field is a tuple too (histogramdd's bin_edges).
    if (result.isTuple())
      for (IValue& item : result.toTuple()->items)
        if (item.isList() && item.toList()->elem_type == Type::tensor()) item = in.newTuple(item.toList()->items);
    return nameReturnTuple(in, result, cc.named_result, name);
  }
  return result;
}

/// One result of a tuple out= call written into its tensor, as ATen's
/// structured kernels do: the dtype must match; a tensor of another shape is
/// resized, with ATen's warning when it had elements.
void storeOut(Interp& in, const IValue& dst, const IValue& src) {
  if (!dst.isTensor() || !src.isTensor()) in.raise(in.e.TypeError, "out= expects tensors");
  Tensor out = dst.toTensor();
  const Tensor& result = src.toTensor();
  if (out.scalar_type() != result.scalar_type())
    in.raise(in.e.RuntimeError, "Expected out tensor to have dtype " + cppTypeName(result.scalar_type()) +
                                    ", but got " + cppTypeName(out.scalar_type()) + " instead");
  if (!(out.impl()->sizes() == result.impl()->sizes())) {
    if (out.numel() != 0)
      warnUser(in, outputResizedWarning(out.sizes(), result.sizes()) +
                       " (Triggered internally at  ./aten/src/ATen/native/Resize.cpp:17.)");
    out.impl()->resizeStorage(result.sizes());
  }
  callOp(in, CallKind::Method, "copy_", {dst, src});
}

/// `torch.max(x, 0, out=(v, i))`: a tuple out= runs the functional overload
/// and writes each result into its tensor; the result is the out tuple,
/// named `torch.return_types.max_out`. A single tensor out= is the
/// registry's own out= overload (Note [out= variants]).
bool splitOut(Interp& in, int id, Args& args, IValue& result) {
  for (size_t i = 0; i < args.nkw; ++i) {
    if (args.kw[i].name.toStr() != "out" || !args.kw[i].value.isTuple()) continue;
    SmallVector<KwArg, 4> rest;
    for (size_t j = 0; j < args.nkw; ++j)
      if (j != i) rest.push_back(args.kw[j]);
    Args a{args.pos, args.n, rest.data(), rest.size()};
    IValue r = callOp(in, id, a);
    const IValue& out = args.kw[i].value;
    if (!r.isTuple() || out.toTuple()->items.size() != r.toTuple()->items.size())
      in.raise(in.e.TypeError, "out= got a tuple of " + std::to_string(out.toTuple()->items.size()) + " tensors");
    for (size_t k = 0; k < out.toTuple()->items.size(); ++k) storeOut(in, out.toTuple()->items[k], r.toTuple()->items[k]);
    result = out;
    if (TypePtr named = r.toTuple()->named_type) {
      const std::string& qual = named->name();
      std::string op = qual.substr(qual.rfind('.') + 1) + "_out";
      result = nameReturnTuple(in, IValue(Ref<TupleObj>(new TupleObj(out.toTuple()->items))), named, op);
    }
    return true;
  }
  return false;
}

/// NumPy's keyword spellings python_arg_parser accepts for a parameter it
/// does not find by name (numpy_compatibility_arg_names): axis= for dim=,
/// keepdims= for keepdim=, x=/a=/x1= for input=, x2= for other=. Applies
/// when no overload of the op has a parameter of the NumPy name itself
/// (torch.trapezoid's x= is its own). True when the call ran renamed.
bool callWithNumpyNames(Interp& in, int id, const Callee& c, Args& args, IValue& result) {
  static const std::pair<const char*, const char*> kAliases[] = {
      {"axis", "dim"}, {"keepdims", "keepdim"}, {"x", "input"}, {"a", "input"}, {"x1", "input"}, {"x2", "other"}};
  auto aliasOf = [](const std::string& name) -> const char* {
    for (auto& [from, to] : kAliases)
      if (name == from) return to;
    return nullptr;
  };
  bool any = false;
  for (size_t i = 0; i < args.nkw && !any; ++i) any = aliasOf(args.kw[i].name.toStr()) != nullptr;
  if (!any) return false;
  std::string fn = c.text.substr(c.text.rfind('.') == std::string::npos ? 0 : c.text.rfind('.') + 1);
  const auto& ops = Registry::global().lookup(Symbol::fromQualString("aten::" + fn));
  if (ops.empty()) return false;
  SmallVector<KwArg, 4> renamed;
  bool changed = false;
  for (size_t i = 0; i < args.nkw; ++i) {
    KwArg k = args.kw[i];
    const std::string& name = k.name.toStr();
    const char* to = aliasOf(name);
    bool own = std::any_of(ops.begin(), ops.end(), [&](const Operator* op) {
      return std::any_of(op->schema.arguments.begin(), op->schema.arguments.end(),
                         [&](const SchemaArgument& a) { return a.name == name; });
    });
    if (to && !own) {
      k.name = in.intern(to);
      changed = true;
    }
    renamed.push_back(k);
  }
  if (!changed) return false;  // the names are the op's own: no second try
  Args a{args.pos, args.n, renamed.data(), renamed.size()};
  result = callOp(in, id, a);
  return true;
}

/// `x.size(d)`, `x.size()` and `x.shape` while an observer watches: each
/// size is the observer's value for it (false: the op runs as usual, e.g.
/// to raise its error for a bad dim).
bool observedSize(Interp& in, TorchState& st, const Callee& c, Args& args, IValue& out) {
  if (st.observer && c.hint == ResultHint::Numel && args.n == 1 && !args.nkw && args[0].isTensor()) {
    out = st.observer->numelValue(args[0], args[0].toTensor().numel());
    return true;
  }
  if (!st.observer || c.hint != ResultHint::Size || args.nkw || args.n < 1 || args.n > 2 || !args[0].isTensor())
    return false;
  const Tensor& t = args[0].toTensor();
  int64_t nd = t.dim();
  if (args.n == 2) {
    if (!args[1].isInt()) return false;
    int64_t d = args[1].toInt();
    if (d < -nd || d >= nd) return false;
    out = st.observer->sizeValue(args[0], d, t.sizes()[static_cast<size_t>(d < 0 ? d + nd : d)]);
    return true;
  }
  std::vector<IValue> dims;
  for (int64_t d = 0; d < nd; ++d) dims.push_back(st.observer->sizeValue(args[0], d, t.sizes()[static_cast<size_t>(d)]));
  out = makeSize(in, std::move(dims));
  return true;
}

/// The torch.Tensor subclass of the first argument (or list item) that is
/// an instance of one whose ops keep the class: not a Parameter subclass,
/// which disables __torch_function__ as PyTorch's Parameter does.
PyType* argSubclass(Interp& in, const Args& args) {
  auto of = [&](const IValue& v) -> PyType* {
    PyType* c = v.isTensor() ? tensorSubclass(v) : nullptr;
    return c && !(in.parameter_type && c->isSubtype(in.parameter_type)) ? c : nullptr;
  };
  for (size_t i = 0; i < args.n + args.nkw; ++i) {
    const IValue& v = i < args.n ? args.pos[i] : args.kw[i - args.n].value;
    if (PyType* c = of(v)) return c;
    if (v.isList())
      for (const IValue& x : v.toList()->items)
        if (PyType* c = of(x)) return c;
  }
  return nullptr;
}

bool isArgument(const Args& args, const IValue& t) {
  for (size_t i = 0; i < args.n; ++i)
    if (args.pos[i].isTensor() && args.pos[i].toTensor().is_same(t.toTensor())) return true;
  return false;
}

/// Note [Tensor Python state]: results of an op on a subclass instance are
/// instances of the subclass (PyTorch's default __torch_function__ converts
/// them), tensors inside a returned tuple or list included.
void keepTensorSubclass(Interp& in, const Args& args, const IValue& out) {
  if (!out.isTensor() && !out.isTuple() && !out.isList()) return;
  if (torchState(in).engine_depth > 0 || !torchState(in).torch_function_enabled) return;
  PyType* cls = argSubclass(in, args);
  if (!cls) return;
  auto mark = [&](const IValue& v) {
    if (v.isTensor() && !tensorSubclass(v) && !isArgument(args, v)) setTensorSubclass(v, cls);
  };
  if (out.isTensor()) mark(out);
  else if (out.isTuple()) for (const IValue& x : out.toTuple()->items) mark(x);
  else for (const IValue& x : out.toList()->items) mark(x);
}

}  // namespace

IValue callOp(Interp& in, int id, Args& args) {
  TorchState& st = torchState(in);
  const Callee& c = st.callees[static_cast<size_t>(id)];
  IValue r0;
  if (dispatchTorchFunction(in, id, args, r0)) return r0;
  if (observedSize(in, st, c, args, r0)) return r0;
  if (c.tensor_ctor && callWithTensorData(in, id, args, r0)) return r0;
  if (args.nkw && (c.kind == CallKind::Function || c.kind == CallKind::Method)) {
    IValue r;
    bool factory = c.kind == CallKind::Function || c.text.rfind("new_", 0) == 0;
    if (factory && splitRequiresGrad(in, id, args, r)) return r;
    if (callWithGenerator(in, id, args, r)) return r;
    if (c.kind == CallKind::Function && splitOut(in, id, args, r)) return r;
    if (callWithNumpyNames(in, id, c, args, r)) return r;
  }
  if (st.depth >= static_cast<int>(st.keys.size())) {
    st.keys.emplace_back();
    st.stacks.emplace_back();
  }
  struct DepthGuard {
    int& d;
    ~DepthGuard() { --d; }
  } guard{++st.depth};
  std::string& key = st.keys[static_cast<size_t>(st.depth - 1)];
  Stack& stack = st.stacks[static_cast<size_t>(st.depth - 1)];
  key.clear();
  stack.clear();
  key.append(reinterpret_cast<const char*>(&id), sizeof id);
  ArgValues vals;
  codeArguments(in, st, c, args, key, vals);
  auto it = st.cache.find(key);
  if (it == st.cache.end()) it = st.cache.emplace(key, compileCall(in, c, key.substr(sizeof id), args)).first;
  const CompiledCall& cc = it->second;
  // Convert values by the codes the call compiled with.
  size_t pos = 0, vi = 0;
  while (pos < cc.codes.size()) {
    char m = cc.codes[pos];
    if (m == 'P' || m == 'K' || m == 'I' || m == ']' || m == ',' || m == 'S' || m == 'N' || m == 'E' || m == 'n') {
      ++pos;
      continue;
    }
    if (m == 'X') {
      // A list of ints and int tensors: one input per item (Note [Tensors as ints]).
      const IValue& v = vals[vi++];
      for (const IValue& x : v.isList() ? v.toList()->items : v.toTuple()->items) stack.push_back(x);
      pos = cc.codes.find('Y', pos) + 1;
      continue;
    }
    stack.push_back(convert(in, vals[vi++], cc.codes, pos));
  }
  // An in-place op on a tensor in the backward graph: the node the tensor
  // had before goes to an alias of its old version (Note [Python-level autograd]).
  bool mutates = (c.kind == CallKind::InPlace || c.kind == CallKind::SetItem ||
                  ((c.kind == CallKind::Method || c.kind == CallKind::Function) && c.text.back() == '_')) &&
                 args.n > 0 && args[0].isTensor();
  if (mutates) checkInferenceInPlace(in, args[0]);
  bool inplace = mutates && isGradEnabled();
  InPlaceState before;
  if (inplace) before = inPlaceBefore(args[0].toTensor(), c, args);
  IValue result = runCompiled(st, cc, stack);
  if (inplace) recordInPlaceNode(in, id, args, before);
  if (c.kind == CallKind::InPlace || c.kind == CallKind::SetItem) return args[0];
  if (isGradEnabled() && !inplace) recordGradNode(in, id, args, result);
  if (!mutates) markInferenceResult(in, args, result);
  IValue out = pythonResult(in, c, cc, std::move(result));
  if (!mutates) keepTensorSubclass(in, args, out);
  return out;
}

IValue callOp(Interp& in, CallKind kind, const std::string& text, Args& args) {
  return callOp(in, calleeId(in, kind, text), args);
}

IValue callOp(Interp& in, CallKind kind, const std::string& text, std::initializer_list<IValue> pos) {
  SmallVector<IValue, 8> v;
  for (auto& x : pos) v.push_back(x);
  Args a{v.data(), v.size(), nullptr, 0};
  return callOp(in, calleeId(in, kind, text), a);
}

namespace {
IValue nativeOp(Interp& in, Args& a, PyObject* self) {
  return callOp(in, static_cast<int>(static_cast<NativeFunction*>(self)->data.toInt()), a);
}
}  // namespace

IValue opFunction(Interp& in, CallKind kind, const std::string& text, const std::string& name, ResultHint hint) {
  auto* f = new NativeFunction(in.t.native, name, nativeOp, IValue(static_cast<int64_t>(calleeId(in, kind, text, hint))));
  f->is_method = kind == CallKind::Method;
  return box(f);
}

void warnUser(Interp& in, const std::string& message) {
  call(in, getAttr(in, in.importModule("warnings"), "warn"), {IValue(message), box(in.e.UserWarning)});
}

}  // namespace ts::py

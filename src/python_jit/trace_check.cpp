// ===--- trace_check.cpp - torch.jit.trace's check_trace / check_inputs --=== //
// Follows torch/jit/_trace.py's _check_trace: graphs are compared as text
// with shape information erased; outputs with assert_close's tolerances
// (rtol = check_tolerance, atol of the output's dtype) and its message.
#include "python_jit/trace_internal.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "python/builtins.h"
#include "python_jit/boundary.h"
#include "python_jit/trace_function.h"
#include "python_jit/trace_graph.h"
#include "python_torch/dispatch.h"
#include "runtime/interpreter.h"
#include "tensor/ops_binary.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor.h"

namespace ts::py {
namespace {

/// The graph as _check_trace compares it: refined types erased, values
/// numbered afresh (cloning renumbers unnamed values in order).
std::string canonicalText(const Graph& g) {
  std::unique_ptr<Graph> copy = cloneGraph(g);
  for (Value* in : copy->inputs()) in->setType(unrefinedType(in->type()));
  for (Node* n : *copy->block())
    for (Value* out : n->outputs()) out->setType(unrefinedType(out->type()));
  // A retrace makes new module types: `___torch_mangle_N.` is not a difference.
  std::string text = printGraph(*copy);
  const std::string mangle = "___torch_mangle_";
  for (size_t at = text.find(mangle); at != std::string::npos; at = text.find(mangle, at)) {
    size_t end = at + mangle.size();
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    if (end < text.size() && text[end] == '.') text.erase(at, end + 1 - at);
    else at = end;
  }
  return text;
}

std::vector<std::string> splitLines(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

/// Lines of `a` and `b` as difflib.ndiff marks them ("  ", "- ", "+ "),
/// without ndiff's "? " hint lines.
std::string lineDiff(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  size_t n = a.size(), m = b.size();
  std::vector<std::vector<uint32_t>> lcs(n + 1, std::vector<uint32_t>(m + 1, 0));
  for (size_t i = n; i-- > 0;)
    for (size_t j = m; j-- > 0;)
      lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  std::string out;
  size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] == b[j]) {
      out += "  " + a[i++] + "\n";
      ++j;
    } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
      out += "- " + a[i++] + "\n";
    } else {
      out += "+ " + b[j++] + "\n";
    }
  }
  return out;
}

std::string indent(const std::string& s) {
  std::string out;
  for (const std::string& line : splitLines(s)) out += (out.empty() ? "\t" : "\n\t") + line;
  return out;
}

/// Node lines (the graph's top-level nodes) of a printed trace.
std::vector<std::string> nodeLines(const std::string& text) {
  std::vector<std::string> out;
  for (const std::string& line : splitLines(text))
    if (line.rfind("  %", 0) == 0 || line.rfind("   =", 0) == 0) out.push_back(line.substr(2));
  return out;
}

/// "Graph diff:" and the first diverging operator, or "" if equal.
std::string graphDiff(const Graph& traced, const Graph& check) {
  std::string a = canonicalText(traced), b = canonicalText(check);
  if (a == b) return "";
  std::string out = "Graph diff:\n" + indent(lineDiff(splitLines(a), splitLines(b))) + "\n";
  std::vector<std::string> na = nodeLines(a), nb = nodeLines(b);
  for (size_t i = 0; i < na.size() && i < nb.size(); ++i) {
    if (na[i] == nb[i]) continue;
    out += "First diverging operator:\nNode diff:\n" + indent(lineDiff({na[i]}, {nb[i]})) + "\n";
    break;
  }
  return out;
}

/// Tensor constants that differ between two traces of equal graphs.
std::string constantDiff(const Graph& traced, const Graph& check) {
  std::vector<const Node*> a, b;
  for (const Node* n : *traced.block()) if (valueConstant(n).isTensor()) a.push_back(n);
  for (const Node* n : *check.block()) if (valueConstant(n).isTensor()) b.push_back(n);
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
    Tensor x = valueConstant(a[i]).toTensor(), y = valueConstant(b[i]).toTensor();
    bool same = x.sizes().vec() == y.sizes().vec() && x.dtype() == y.dtype() && allclose(to(x, ScalarType::Double), to(y, ScalarType::Double), 0, 0);
    if (!same) return "Node:\n" + indent(nodeLines(printGraph(traced))[0]) + "\n";
  }
  return "";
}

std::vector<IValue> cloneInputs(Interp& in, const std::vector<IValue>& inputs) {
  std::vector<IValue> out;
  for (const IValue& v : inputs) out.push_back(v.isTensor() ? callOp(in, CallKind::Method, "clone", {v}) : v);
  return out;
}

std::vector<Tensor> runForTensors(Interp& in, const IValue& fn, const std::vector<IValue>& inputs) {
  std::vector<IValue> pos = cloneInputs(in, inputs);
  Args args{pos.data(), pos.size(), nullptr, 0};
  IValue r = call(in, fn, args);
  std::vector<IValue> items = r.isTuple() ? r.toTuple()->items : std::vector<IValue>{r};
  std::vector<Tensor> out;
  for (const IValue& v : items) if (v.isTensor()) out.push_back(v.toTensor());
  return out;
}

std::string indexStr(const Tensor& t, int64_t flat) {
  std::vector<int64_t> idx(t.dim());
  for (int64_t d = t.dim(); d-- > 0;) {
    idx[d] = flat % t.sizes()[d];
    flat /= t.sizes()[d];
  }
  std::string s = "(";
  for (size_t i = 0; i < idx.size(); ++i) s += (i ? ", " : "") + std::to_string(idx[i]);
  return s + (idx.size() == 1 ? ",)" : ")");
}

/// assert_close's message for `actual` vs `expected`, or "" if close.
std::string closeness(Interp& in, const Tensor& actual, const Tensor& expected, double rtol) {
  if (actual.sizes().vec() != expected.sizes().vec()) {
    return "The values for attribute 'shape' do not match: " + repr(in, callOp(in, CallKind::Attribute, "shape", {IValue(actual)})) +
           " != " + repr(in, callOp(in, CallKind::Attribute, "shape", {IValue(expected)})) + ".";
  }
  ScalarType st = actual.dtype();
  double atol = st == ScalarType::Double ? 1e-7 : isFloatingType(st) ? 1e-5 : 0;
  Tensor a = contiguous(to(actual, ScalarType::Double)), e = contiguous(to(expected, ScalarType::Double));
  const double* pa = a.data_ptr<double>();
  const double* pe = e.data_ptr<double>();
  int64_t n = a.numel(), bad = 0, max_abs_i = 0, max_rel_i = 0;
  double max_abs = -1, max_rel = -1;
  for (int64_t i = 0; i < n; ++i) {
    double diff = std::fabs(pa[i] - pe[i]);
    if (std::isnan(pa[i]) && std::isnan(pe[i])) diff = 0;
    double rel = diff / std::fabs(pe[i]);
    if (!(diff <= atol + rtol * std::fabs(pe[i]))) ++bad;
    if (diff > max_abs) max_abs = diff, max_abs_i = i;
    if (rel > max_rel) max_rel = rel, max_rel_i = i;
  }
  if (bad == 0) return "";
  char p[32];
  std::snprintf(p, sizeof p, "%.1f", 100.0 * static_cast<double>(bad) / static_cast<double>(n));
  return "Tensor-likes are not close!\n\nMismatched elements: " + std::to_string(bad) + " / " + std::to_string(n) +
         " (" + std::string(p) + "%)\nGreatest absolute difference: " + repr(in, IValue(max_abs)) + " at index " +
         indexStr(a, max_abs_i) + " (up to " + repr(in, IValue(atol)) + " allowed)\nGreatest relative difference: " +
         repr(in, IValue(max_rel)) + " at index " + indexStr(a, max_rel_i) + " (up to " + repr(in, IValue(rtol)) +
         " allowed)";
}

bool isNondeterministic(const Node* n) {
  static const char* const kOps[] = {"aten::rand", "aten::randn", "aten::randint", "aten::randperm", "aten::rand_like",
                                     "aten::randn_like", "aten::randint_like", "aten::bernoulli", "aten::normal",
                                     "aten::multinomial", "aten::dropout", "aten::feature_dropout", "aten::alpha_dropout",
                                     "aten::poisson", "aten::rrelu", "aten::uniform_", "aten::normal_"};
  std::string k = n->kind().qualString();
  for (const char* op : kOps)
    if (k == op) return true;
  return false;
}

struct OutputCompare {
  Interp& in;
  const Function& traced;
  double tolerance;
  const char* where;  ///< PyTorch's _trace.py line the warnings point at
  bool warned_nondeterministic = false;

  void warn(const std::string& msg) {
    in.err << "/usr/lib/python3/dist-packages/torch/jit/_trace.py:" << where << ": TracerWarning: " << msg
           << "\n  _check_trace(\n";
  }
  void maybeWarnNondeterministic() {
    if (warned_nondeterministic) return;
    warned_nondeterministic = true;
    std::string nodes;
    std::vector<std::string> lines = nodeLines(printGraph(*traced.graph));
    size_t i = 0;
    for (const Node* n : *traced.graph->block()) {
      if (isNondeterministic(n) && i < lines.size()) nodes += "\t" + lines[i] + "\n";
      ++i;
    }
    if (nodes.empty()) return;
    warn("Trace had nondeterministic nodes. Did you forget call .eval() on your model? Nodes:\n" + nodes +
         "This may cause errors in trace checking. To disable trace checking, pass check_trace=False to "
         "torch.jit.trace()");
  }
  bool compare(const std::vector<Tensor>& a, const std::vector<Tensor>& b, const std::string& what) {
    bool ok = true;
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
      std::string err = closeness(in, a[i], b[i], tolerance);
      if (err.empty()) continue;
      maybeWarnNondeterministic();
      warn("Output nr " + std::to_string(i + 1) + ". of the traced function does not match the corresponding output of the " +
           what + ". Detailed error:\n" + err);
      ok = false;
    }
    return ok;
  }
};

[[noreturn]] void raiseCheckError(Interp& in, const std::string& graph_diff, const std::string& const_diff,
                                  const std::string& extra) {
  std::string msg = "Tracing failed sanity checks!\n";
  if (!extra.empty()) msg += extra + "\n";
  if (!graph_diff.empty()) msg += "ERROR: Graphs differed across invocations!\n" + indent(graph_diff) + "\n";
  if (!const_diff.empty())
    msg += "ERROR: Tensor-valued Constant nodes differed in value across invocations. This often indicates that "
           "the tracer has encountered untraceable code.\n" + indent(const_diff) + "\n";
  in.raise(tracingCheckErrorType(in), msg);
}

}  // namespace

void checkTrace(Interp& in, const IValue& fn, const Function& traced, const IValue& traced_obj,
                const std::vector<std::vector<IValue>>& checks, double tolerance, const Retrace& retrace,
                bool explicit_checks) {
  for (const std::vector<IValue>& inputs : checks) {
    IValue check_self;
    Ref<Function> check = retrace(cloneInputs(in, inputs), check_self);
    std::string graph_diff = graphDiff(*traced.graph, *check->graph);
    std::string const_diff = graph_diff.empty() ? constantDiff(*traced.graph, *check->graph) : "";
    OutputCompare cmp{in, traced, tolerance, explicit_checks ? "817" : "828"};
    std::vector<Tensor> traced_outs, fn_outs;
    const char* running = "trace";
    try {
      traced_outs = runForTensors(in, traced_obj, inputs);
      running = "Python function";
      fn_outs = runForTensors(in, fn, inputs);
    } catch (const PyErr& e) {
      raiseCheckError(in, graph_diff, const_diff,
                      std::string("Encountered an exception while running the ") + running +
                          " with test inputs.\nException:\n" + indent(toStr(in, e.exc)));
    }
    if (cmp.compare(traced_outs, fn_outs, "Python function")) {
      std::vector<IValue> pos = cloneInputs(in, inputs);
      // The repeated trace runs as script code: dict inputs become script dicts.
      size_t first = check_self.isNone() ? 0 : 1;
      for (size_t i = 0; i < pos.size() && first + i < check->schema.arguments.size(); ++i) {
        IValue converted;
        if (toScript(in, pos[i], check->schema.arguments[first + i].type, converted)) pos[i] = converted;
      }
      Stack stack(pos.begin(), pos.end());
      if (!check_self.isNone()) stack.insert(stack.begin(), check_self);
      runFunction(*check, stack);
      std::vector<Tensor> check_outs;
      IValue r = stack.empty() ? IValue() : stack.back();
      for (const IValue& v : r.isTuple() ? r.toTuple()->items : std::vector<IValue>{r})
        if (v.isTensor()) check_outs.push_back(v.toTensor());
      cmp.compare(traced_outs, check_outs, "repeated trace");
    }
    if (!graph_diff.empty() || !const_diff.empty()) raiseCheckError(in, graph_diff, const_diff, "");
  }
}

}  // namespace ts::py

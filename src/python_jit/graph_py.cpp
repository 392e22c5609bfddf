// ===--- graph_py.cpp - the Graph objects of `.graph` ---------------------=== //
// `fn.graph` is a torch._C.Graph in PyTorch: printable, and walkable with
// inputs(), outputs(), nodes(), findNode(). Ours is read back from the
// printed text (the printer is the one source of the graph's names and
// types), top-level nodes only; nested blocks stay in their node's text.
#include "python/builtins.h"
#include "python/interpreter_impl.h"
#include "python_jit/script_fn.h"
#include "python_jit/boundary.h"
#include "runtime/value_constant.h"

namespace ts::py {
namespace {

const char* kGraphPy = R"PY(
import torch


class iterator:
    # pybind11's iterator, which graph.nodes() / node.inputs() return in
    # PyTorch (a builtin list's iterator is a list_iterator).
    __module__ = "pybind11_builtins"

    def __init__(self, items):
        self._it = iter(items)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)


def _split_top(text, sep):
    # Splits at `sep` outside brackets (types like Float(2, 3, strides=[3, 1])).
    parts, depth, cur, i = [], 0, "", 0
    while i < len(text):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if depth == 0 and text.startswith(sep, i):
            parts.append(cur)
            cur = ""
            i += len(sep)
            continue
        cur += ch
        i += 1
    if cur.strip():
        parts.append(cur)
    return parts

_TENSOR_HEADS = ("Float", "Double", "Long", "Int", "Bool", "Half", "Byte", "Short", "Char", "BFloat16")

def _annotation_str(t):
    # IR type text (int[], Dict(str, int), (int, str), int?) as Python
    # writes the annotation: printing a torch._C.Type shows annotation_str.
    t = t.strip()
    if t.endswith("[]"):
        return "List[" + _annotation_str(t[:-2]) + "]"
    if t.endswith("?"):
        return "Optional[" + _annotation_str(t[:-1]) + "]"
    if t.startswith("(") and t.endswith(")"):
        return "Tuple[" + ", ".join(_annotation_str(e) for e in _split_top(t[1:-1], ", ")) + "]"
    head = t.split("(")[0]
    if head in _TENSOR_HEADS and t.endswith(")"):
        return "Tensor"
    if head in ("Dict", "Union", "Future", "RRef", "Await") and t.endswith(")"):
        inner = t[len(head) + 1:-1]
        return head + "[" + ", ".join(_annotation_str(e) for e in _split_top(inner, ", ")) + "]"
    return t

class Type:
    def __init__(self, text):
        self._text = text
    def __str__(self):
        return self.annotation_str
    def __repr__(self):
        return self.annotation_str
    def str(self):
        return self._text
    @property
    def annotation_str(self):
        return _annotation_str(self._text)
    def kind(self):
        t = self._text
        if t.endswith("[]"):
            return "ListType"
        if t.endswith("?"):
            return "OptionalType"
        if t.startswith("("):
            return "TupleType"
        if t == "Tensor" or (t[:1].isupper() and "(" in t and t.split("(")[0] in _TENSOR_HEADS):
            return "TensorType"
        return {"int": "IntType", "float": "FloatType", "bool": "BoolType", "str": "StringType",
                "NoneType": "NoneType", "Device": "DeviceObjType"}.get(t, t.split("[")[0].split("(")[0] + "Type")

# Note [Acyclic graph objects]: the Graph keeps only parsed text (names,
# kinds, types); Value, Node and Use are views that point at their Graph and
# nothing points back, so a dropped graph is freed at once (the Python
# level has no cycle collector). Node indices: the graph's nodes in order,
# then "param" (prim::Param, whose outputs are the inputs) and "return".
class Value:
    def __init__(self, graph, name):
        self._graph = graph
        self._name = name
    def debugName(self):
        return self._name
    def type(self):
        return Type(self._graph._types.get(self._name, ""))
    def node(self):
        return Node(self._graph, self._graph._defs.get(self._name, "param"))
    def offset(self):
        return [n for n, _ in self.node()._data()[3]].index(self._name)
    def uses(self):
        g = self._graph
        return [Use(Node(g, i), k) for i in list(range(len(g._nodes))) + ["return"]
                for k, n in enumerate(g._node(i)[2]) if n == self._name]
    def requires_grad(self):
        t = self.type()._text
        return t.startswith("Tensor") or "requires_grad=1" in t
    def isCompleteTensor(self):
        return self.type().kind() == "TensorType" and "(" in self.type()._text
    def toIValue(self):
        n = self.node()
        return n["value"] if n.kind() == "prim::Constant" and n.hasAttribute("value") else None
    def __eq__(self, other):
        return isinstance(other, Value) and other._graph is self._graph and other._name == self._name
    def __hash__(self):
        return hash(self._name)
    def __repr__(self):
        n = self.node()
        return self._name + " defined in (" + str(n).strip() + ")"

class Use:
    def __init__(self, user, offset):
        self.user = user
        self.offset = offset
    def __repr__(self):
        return "<torch.Use object at " + hex(id(self)) + ">"

def _attr_value(text):
    if text.startswith('"'):
        return text[1:-1]
    if text.startswith("{") and text.endswith("}"):
        inner = text[1:-1]
        return torch.tensor(float(inner) if "." in inner or "e" in inner else int(inner))
    if text in ("True", "False"):
        return text == "True"
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text

def _parse_node(line):
    # (line, kind, input names, [(output name, type text)], {attribute: text}, scope)
    head, _, rest = line.strip().partition(" # ")
    head, _, scope = head.partition(", scope: ")
    lhs, eq, rhs = head.partition(" = ")
    if not eq:
        lhs, rhs = "", head.lstrip("= ").strip()
    outs = []
    for d in _split_top(lhs, ", %"):
        name, _, ty = d.strip().partition(" : ")
        outs.append((name.strip().lstrip("%"), ty.strip()))
    cut = len(rhs)
    for ch in "[(":
        p = rhs.find(ch)
        if p != -1:
            cut = min(cut, p)
    kind = rhs[:cut]
    args = rhs[cut:]
    attrs = {}
    if args.startswith("["):
        text = _split_top(args, "](")[0] if "](" in args else args.rstrip(")")
        for a in _split_top(text[1:].rstrip("]"), ", "):
            k, _, v = a.partition("=")
            attrs[k.strip()] = v.strip()
        args = args[len(text) + 1:] if "](" in args else ""
    args = args.strip()
    names = [a.strip().lstrip("%") for a in _split_top(args[1:-1], ", ")] if args.startswith("(") else []
    return (line, kind, [n for n in names if n], outs, attrs, scope.strip())

_KIND_OF = {int: "i", float: "f", str: "s", bool: "i"}

class Node:
    def __init__(self, graph, index):
        self._graph = graph
        self._index = index
    def _data(self):
        return self._graph._node(self._index)
    def kind(self):
        return self._data()[1]
    def inputs(self):
        return iterator([Value(self._graph, n) for n in self._data()[2]])
    def outputs(self):
        return iterator([Value(self._graph, n) for n, _ in self._data()[3]])
    def output(self):
        return list(self.outputs())[0]
    def input(self):
        return list(self.inputs())[0]
    def inputsAt(self, i):
        return list(self.inputs())[i]
    def outputsAt(self, i):
        return list(self.outputs())[i]
    def inputsSize(self):
        return len(self._data()[2])
    def outputsSize(self):
        return len(self._data()[3])
    def hasMultipleOutputs(self):
        return self.outputsSize() > 1
    def hasUses(self):
        return any(Value(self._graph, n).uses() for n, _ in self._data()[3])
    def scopeName(self):
        return self._data()[5]
    def attributeNames(self):
        return list(self._data()[4])
    def hasAttributes(self):
        return bool(self._data()[4])
    def hasAttribute(self, name):
        return name in self._data()[4]
    def __getitem__(self, name):
        return _attr_value(self._data()[4][name])
    def kindOf(self, name):
        v = self[name]
        return "t" if isinstance(v, torch.Tensor) else _KIND_OF.get(type(v), "s")
    def i(self, name):
        return self[name]
    def f(self, name):
        return self[name]
    def s(self, name):
        return self[name]
    def t(self, name):
        return self[name]
    def __eq__(self, other):
        return isinstance(other, Node) and other._graph is self._graph and other._index == self._index
    def __hash__(self):
        return hash(self._index)
    def __str__(self):
        line = self._data()[0]
        return (line if self._index == "return" else line.strip()) + "\n"
    __repr__ = __str__

class Graph:
    def __init__(self, text):
        self._text = text
        self._types, self._defs, self._nodes = {}, {}, []
        lines = text.split("\n")
        header = []
        while lines:
            header.append(lines.pop(0))
            if header[-1].rstrip().endswith("):"):
                break
        decls = " ".join(h.strip() for h in header)
        decls = decls[decls.find("(") + 1:decls.rfind("):")]
        self._inputs = []
        for d in _split_top(decls, ", %"):
            if d.strip():
                name, _, ty = d.strip().partition(" : ")
                name = name.strip().lstrip("%")
                self._types[name] = ty.strip()
                self._inputs.append(name)
        self._outputs = []
        # Every node in text order (a depth-first walk of the blocks), for
        # findNode/findAllNodes with recurse: top-level ones by their index,
        # nested ones (inside prim::If/prim::Loop blocks) by ("nested", j).
        self._order, self._nested = [], []
        for line in lines:
            if line.startswith("   ") and line.strip() and "::" in line:
                stripped = line.strip()
                if not (stripped.startswith("block") or stripped.startswith("->")):
                    self._order.append(("nested", len(self._nested)))
                    self._nested.append(_parse_node(line))
                continue
            if not line.startswith("  ") or line.startswith("   "):
                continue
            stripped = line.strip()
            if stripped.startswith("return ("):
                inner = stripped[len("return ("):-1]
                self._outputs = [n.strip().lstrip("%") for n in inner.split(",") if n.strip()]
                continue
            data = _parse_node(line)
            for name, ty in data[3]:
                self._types[name] = ty
                self._defs[name] = len(self._nodes)
            self._order.append(len(self._nodes))
            self._nodes.append(data)
    def _node(self, i):
        if i == "param":
            decls = ", ".join("%" + n + " : " + self._types[n] for n in self._inputs)
            return (decls + " = prim::Param()", "prim::Param", [], [(n, self._types[n]) for n in self._inputs], {}, "")
        if i == "return":
            return (" = prim::Return(" + ", ".join("%" + n for n in self._outputs) + ")", "prim::Return",
                    self._outputs, [], {}, "")
        if isinstance(i, tuple):
            return self._nested[i[1]]
        return self._nodes[i]
    def param_node(self):
        return Node(self, "param")
    def return_node(self):
        return Node(self, "return")
    def inputs(self):
        return iterator([Value(self, n) for n in self._inputs])
    def outputs(self):
        return iterator([Value(self, n) for n in self._outputs])
    def nodes(self):
        return iterator([Node(self, i) for i in range(len(self._nodes))])
    def findNode(self, kind, recurse=True):
        found = self.findAllNodes(kind, recurse)
        return found[0] if found else None
    def findAllNodes(self, kind, recurse=True):
        return [Node(self, i) for i in self._order
                if (recurse or not isinstance(i, tuple)) and self._node(i)[1] == kind]
    def __str__(self):
        return self._text
    __repr__ = __str__
    def str(self, print_source_locations=True):
        return self._text

# torch._C.Argument / torch._C.FunctionSchema: what `fn.schema` gives.
class Argument:
    __module__ = "torch"
    def __init__(self, name, type_text, has_default, default, kwarg_only, n):
        self.name = name
        self.type = Type(type_text)
        self.has_default_value = has_default
        self.default_value = default
        self.kwarg_only = kwarg_only
        self.N = n
        self.alias_info = None
        self.is_out = False
    def has_default_value(self):
        return self.has_default_value

class FunctionSchema:
    __module__ = "torch"
    def __init__(self, text, name, overload_name, arguments, returns, mutable):
        self._text = text
        self.name = name
        self.overload_name = overload_name
        self.arguments = [Argument(*a) for a in arguments]
        self.returns = [Argument(*a) for a in returns]
        self._mutable = mutable
    def is_mutable(self):
        return self._mutable
    def __str__(self):
        return self._text
    def __eq__(self, other):
        return isinstance(other, FunctionSchema) and self._text == other._text
    def __hash__(self):
        return hash(self._text)
)PY";

void initGraphPy(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kGraphPy); }

}  // namespace

IValue graphObject(Interp& in, const std::string& text) {
  if (!in.hasModule("torch.jit._graph")) in.registerModule("torch.jit._graph", initGraphPy);
  return callAttr(in, in.importModule("torch.jit._graph"), "Graph", {IValue(text)});
}

namespace {

/// A schema default as a Python value.
struct Convert {
  Interp& in;
  IValue operator()(const NoneDefault&) const { return IValue(); }
  IValue operator()(int64_t v) const { return IValue(v); }
  IValue operator()(double v) const { return IValue(v); }
  IValue operator()(bool v) const { return IValue(v); }
  IValue operator()(const std::string& v) const { return IValue(v); }
  IValue operator()(const std::vector<int64_t>& v) const { return items(v); }
  IValue operator()(const std::vector<double>& v) const { return items(v); }
  IValue operator()(const std::vector<bool>& v) const { return items(v); }
  IValue operator()(const OpaqueDefault& v) const { return fromScript(in, valueDefault(v)); }
  template <typename T>
  IValue items(const std::vector<T>& v) const {
    std::vector<IValue> out;
    for (const T& x : v) out.push_back(IValue(x));
    return in.newList(out);
  }
};

IValue defaultObject(Interp& in, const SchemaDefault& d) {
  return std::visit(Convert{in}, d);
}

/// (name, type, has_default, default, kwarg_only, N) for Argument(...).
IValue argumentTuple(Interp& in, const SchemaArgument& a) {
  bool has_default = a.default_value.has_value();
  return in.newTuple({IValue(a.name), IValue(a.type->str()), IValue(has_default),
                      has_default ? defaultObject(in, *a.default_value) : IValue(), IValue(a.kwarg_only),
                      a.list_length ? IValue(int64_t{*a.list_length}) : IValue()});
}

}  // namespace

IValue schemaObject(Interp& in, const FunctionSchema& s) {
  if (!in.hasModule("torch.jit._graph")) in.registerModule("torch.jit._graph", initGraphPy);
  std::vector<IValue> args, rets;
  bool mutable_ = false;
  for (const SchemaArgument& a : s.arguments) {
    args.push_back(argumentTuple(in, a));
    mutable_ |= a.is_write;
  }
  for (const SchemaArgument& a : s.returns) rets.push_back(argumentTuple(in, a));
  return callAttr(in, in.importModule("torch.jit._graph"), "FunctionSchema",
                  {IValue(s.str()), IValue(s.name), IValue(s.overload), in.newList(args), in.newList(rets),
                   IValue(mutable_)});
}

}  // namespace ts::py

// ===--- graph_py.cpp - the Graph objects of `.graph` ---------------------=== //
// `fn.graph` is a torch._C.Graph in PyTorch: printable, and walkable with
// inputs(), outputs(), nodes(), findNode(). Ours is read back from the
// printed text (the printer is the one source of the graph's names and
// types), top-level nodes only; nested blocks stay in their node's text.
#include "python/builtins.h"
#include "python/interpreter_impl.h"
#include "python_jit/script_fn.h"

namespace ts::py {
namespace {

const char* kGraphPy = R"PY(
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

class Type:
    def __init__(self, text):
        self._text = text
    def __str__(self):
        return "Tensor" if self.kind() == "TensorType" else self._text
    def __repr__(self):
        return self._text
    def kind(self):
        t = self._text
        if t == "Tensor" or (t[:1].isupper() and "(" in t and t.split("(")[0] in
                             ("Float", "Double", "Long", "Int", "Bool", "Half", "Byte", "Short", "Char", "BFloat16")):
            return "TensorType"
        return {"int": "IntType", "float": "FloatType", "bool": "BoolType", "str": "StringType",
                "NoneType": "NoneType", "Device": "DeviceObjType"}.get(t, t.split("[")[0].split("(")[0] + "Type")

class Value:
    def __init__(self, graph, decl):
        name, _, ty = decl.strip().partition(" : ")
        self._name = name.strip().lstrip("%")
        self._type = Type(ty.strip())
        self._graph = graph
        self._node = None
    def debugName(self):
        return self._name
    def type(self):
        return self._type
    def node(self):
        return self._node
    def uses(self):
        return [n for n in self._graph.nodes() if any(v is self for v in n.inputs())]
    def __repr__(self):
        return self._name + " defined in (" + (str(self._node).strip() if self._node else "graph input") + ")"

class Node:
    def __init__(self, graph, line):
        self._line = line
        head, _, rest = line.strip().partition(" # ")
        lhs, eq, rhs = head.partition(" = ")
        if not eq:
            lhs, rhs = "", head.lstrip("= ").strip()
        self._outputs = [Value(graph, d) for d in _split_top(lhs, ", %")]
        for v in self._outputs:
            v._node = self
        cut = len(rhs)
        for ch in "[(":
            p = rhs.find(ch)
            if p != -1:
                cut = min(cut, p)
        self._kind = rhs[:cut]
        args = rhs[cut:]
        if args.startswith("["):
            args = args[len(_split_top(args, "](")[0]) + 1:] if "](" in args else ""
        args = args.strip()
        names = [a.strip().lstrip("%") for a in _split_top(args[1:-1], ", ")] if args.startswith("(") else []
        self._inputs = [graph._lookup(n) for n in names if n]
    def kind(self):
        return self._kind
    def inputs(self):
        return list(self._inputs)
    def outputs(self):
        return list(self._outputs)
    def output(self):
        return self._outputs[0]
    def input(self):
        return self._inputs[0]
    def __str__(self):
        return self._line.strip() + "\n"
    __repr__ = __str__

class Graph:
    def __init__(self, text):
        self._text = text
        self._values = {}
        lines = text.split("\n")
        header = []
        while lines:
            header.append(lines.pop(0))
            if header[-1].rstrip().endswith("):"):
                break
        decls = " ".join(h.strip() for h in header)
        decls = decls[decls.find("(") + 1:decls.rfind("):")]
        self._inputs = [self._add(Value(self, d)) for d in _split_top(decls, ", %") if d.strip()]
        self._nodes, self._outputs = [], []
        for line in lines:
            if not line.startswith("  ") or line.startswith("   "):
                continue
            stripped = line.strip()
            if stripped.startswith("return ("):
                inner = stripped[len("return ("):-1]
                self._outputs = [self._lookup(n.strip().lstrip("%")) for n in inner.split(",") if n.strip()]
                continue
            node = Node(self, line)
            for v in node.outputs():
                self._add(v)
            self._nodes.append(node)
    def _add(self, v):
        self._values[v.debugName()] = v
        return v
    def _lookup(self, name):
        v = self._values.get(name)
        return v if v is not None else Value(self, "%" + name)
    def inputs(self):
        return iter(self._inputs)
    def outputs(self):
        return iter(self._outputs)
    def nodes(self):
        return iter(self._nodes)
    def findNode(self, kind, recurse=True):
        for n in self._nodes:
            if n.kind() == kind:
                return n
        return None
    def findAllNodes(self, kind, recurse=True):
        return [n for n in self._nodes if n.kind() == kind]
    def __str__(self):
        return self._text
    __repr__ = __str__
    def str(self, print_source_locations=True):
        return self._text
)PY";

void initGraphPy(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kGraphPy); }

}  // namespace

IValue graphObject(Interp& in, const std::string& text) {
  if (!in.hasModule("torch.jit._graph")) in.registerModule("torch.jit._graph", initGraphPy);
  return callAttr(in, in.importModule("torch.jit._graph"), "Graph", {IValue(text)});
}

}  // namespace ts::py

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

# Note [Acyclic graph objects]: the Graph keeps only parsed text (names,
# kinds, types); Value and Node are views that point at their Graph and
# nothing points back, so a dropped graph is freed at once (the Python
# level has no cycle collector).
class Value:
    def __init__(self, graph, name):
        self._graph = graph
        self._name = name
    def debugName(self):
        return self._name
    def type(self):
        return Type(self._graph._types.get(self._name, ""))
    def node(self):
        i = self._graph._defs.get(self._name)
        return None if i is None else Node(self._graph, i)
    def uses(self):
        g = self._graph
        return [Node(g, i) for i in range(len(g._nodes)) if self._name in g._nodes[i][2]]
    def __eq__(self, other):
        return isinstance(other, Value) and other._graph is self._graph and other._name == self._name
    def __hash__(self):
        return hash(self._name)
    def __repr__(self):
        n = self.node()
        return self._name + " defined in (" + (str(n).strip() if n is not None else "graph input") + ")"

def _parse_node(line):
    # (line, kind, input names, [(output name, type text)])
    head, _, rest = line.strip().partition(" # ")
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
    if args.startswith("["):
        args = args[len(_split_top(args, "](")[0]) + 1:] if "](" in args else ""
    args = args.strip()
    names = [a.strip().lstrip("%") for a in _split_top(args[1:-1], ", ")] if args.startswith("(") else []
    return (line, kind, [n for n in names if n], outs)

class Node:
    def __init__(self, graph, index):
        self._graph = graph
        self._index = index
    def _data(self):
        return self._graph._nodes[self._index]
    def kind(self):
        return self._data()[1]
    def inputs(self):
        return [Value(self._graph, n) for n in self._data()[2]]
    def outputs(self):
        return [Value(self._graph, n) for n, _ in self._data()[3]]
    def output(self):
        return self.outputs()[0]
    def input(self):
        return self.inputs()[0]
    def __eq__(self, other):
        return isinstance(other, Node) and other._graph is self._graph and other._index == self._index
    def __hash__(self):
        return self._index
    def __str__(self):
        return self._data()[0].strip() + "\n"
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
        for line in lines:
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
            self._nodes.append(data)
    def inputs(self):
        return iter([Value(self, n) for n in self._inputs])
    def outputs(self):
        return iter([Value(self, n) for n in self._outputs])
    def nodes(self):
        return iter([Node(self, i) for i in range(len(self._nodes))])
    def findNode(self, kind, recurse=True):
        for i in range(len(self._nodes)):
            if self._nodes[i][1] == kind:
                return Node(self, i)
        return None
    def findAllNodes(self, kind, recurse=True):
        return [Node(self, i) for i in range(len(self._nodes)) if self._nodes[i][1] == kind]
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

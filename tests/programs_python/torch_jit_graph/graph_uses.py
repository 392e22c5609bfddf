# Walking the torch._C.Graph of a trace: Value.uses() gives Use objects
# (.user, .offset), the return and param nodes, node attributes.
import torch


def f(x, y):
    z = x * y + x
    w = torch.relu(z) * 2
    return w, z


g = torch.jit.trace(f, (torch.ones(2), torch.ones(2))).graph
for line in str(g).splitlines():
    print(line.split(" # ")[0])
for v in g.inputs():
    print(v.debugName(), [(type(u).__name__, u.user.kind(), u.offset) for u in v.uses()])
mul = g.findNode("aten::mul")
print(mul.output().debugName(), mul.output().offset(), mul.output().node().kind())
print([(u.user.kind(), u.offset) for u in mul.output().uses()])
print(mul.inputsSize(), mul.outputsSize(), mul.hasUses(), mul.hasMultipleOutputs())
print(mul.inputsAt(1).debugName(), mul.outputsAt(0).debugName())
print(type(mul.inputs()).__name__, type(g.nodes()).__name__, type(mul.output().uses()).__name__)
r = g.return_node()
print(repr(str(r)), r.kind(), r.inputsSize(), r.outputsSize(), [v.debugName() for v in r.inputs()])
p = g.param_node()
print(repr(str(p)), p.kind(), [v.debugName() for v in p.outputs()])
print(list(g.inputs())[0].node().kind())
for n in g.findAllNodes("prim::Constant"):
    print(n.attributeNames(), n.kindOf("value"), n.hasAttribute("value"), n.hasAttributes(), n.i("value") if n.kindOf("value") == "i" else "")
print(mul.attributeNames(), mul.hasAttributes())
print(str(mul).split(" # ")[0])
print([n.kind() for n in g.nodes()])
out = list(g.outputs())[0]
print(out.node().kind(), [u.user.kind() for u in out.uses()])
print(list(g.inputs())[0].type().kind(), mul.output().requires_grad(), mul.output().isCompleteTensor())
users = {}
for n in g.nodes():
    for i in n.inputs():
        users.setdefault(i.debugName(), []).append(n.kind())
print(sorted(users.items()))

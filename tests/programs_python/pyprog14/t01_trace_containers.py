import torch


def f(pair, lst, d):
    a, b = pair
    return (a + b, [x * 2 for x in lst]), {"s": d["x"] - d["y"]}


inputs = ((torch.ones(2), torch.arange(2.0)), [torch.ones(1), torch.zeros(1)], {"x": torch.tensor([3.0]), "y": torch.tensor([1.0])})
tr = torch.jit.trace(f, inputs, strict=False)
out = tr(*inputs)
print(type(out).__name__, type(out[0]).__name__, type(out[0][1]).__name__, type(out[1]).__name__)
print(out)
out2 = tr((torch.full((2,), 5.0), torch.ones(2)), [torch.ones(1) * 3, torch.ones(1)], {"x": torch.tensor([0.5]), "y": torch.tensor([2.0])})
print(out2)


def g(x):
    return {"double": x * 2, "neg": -x}


try:
    torch.jit.trace(g, (torch.ones(1),))
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0][:90])
tg = torch.jit.trace(g, (torch.ones(1),), strict=False)
print(tg(torch.tensor([4.0])))


def h(xs):
    return torch.stack(xs).sum(0)


th = torch.jit.trace(h, ([torch.ones(2), torch.ones(2)],))
print(th([torch.ones(2), torch.full((2,), 2.0)]))
print(th.graph.findNode("aten::stack") is not None)
print([i.debugName() for i in th.graph.inputs()])


def tup(x, y):
    return x.sum(), (y.max(), y.min())


tt = torch.jit.trace(tup, (torch.ones(3), torch.arange(4.0)))
print(tt(torch.arange(3.0), torch.tensor([5.0, -1.0])))
print(tt.code.strip().splitlines()[0])

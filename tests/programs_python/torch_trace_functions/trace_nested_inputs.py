import torch


def show(graph):
    for line in str(graph).splitlines():
        print(line.split(" # ")[0])


def nested(xs):
    a, (b, c) = xs
    return a + b * c


tn = torch.jit.trace(nested, ((torch.ones(2), (torch.ones(2) * 2, torch.ones(2) * 3)),))
print(tn((torch.zeros(2), (torch.ones(2), torch.ones(2) * 4))))
show(tn.graph)
print(tn.code)


@torch.jit.script
def pair(x):
    return x * 2, x + 1


def uses_pair(x):
    a, b = pair(x)
    return a - b * 3


tp = torch.jit.trace(uses_pair, torch.ones(2))
print(tp(torch.full((2,), 3.0)), uses_pair(torch.full((2,), 3.0)))
print([line.split(" : ")[1].split(" = ")[0] if " : " in line else line for line in str(tp.graph).splitlines() if "TupleUnpack" in line])

# Graphs of traced modules as PyTorch numbers and names them: the root's
# values follow every attribute of the module tree and every op recorded in
# submodule blocks; CallMethod results come after FixupTraceScopeBlocks'
# values; submodule graphs are numbered afresh, with their scope.
import torch
import torch.nn as nn


def show(graph):
    for line in str(graph).splitlines():
        print(line.split(" # ")[0])


class A(nn.Module):
    def forward(self, x):
        return x.relu()


class B(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))
        self.scale = 2.0
        self.name = "b"

    def forward(self, x):
        return x.relu() * self.w


class C(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = A()

    def forward(self, x):
        return self.a(x).relu()


class D(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = A()
        self.b = B()

    def forward(self, x):
        return self.b(self.a(x)).relu()


class E(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = A()

    def forward(self, x):
        return self.a(x).relu() + self.a(x)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 2)
        self.body = nn.Sequential(nn.Linear(2, 2), nn.LeakyReLU(0.2), nn.Linear(2, 1))

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        return self.body(self.fc2(h)) + 1


class Gate(nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x
        return -x


class Cell(nn.Module):
    def __init__(self):
        super().__init__()
        self.dg = Gate()
        self.linear = nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.dg(self.linear(x)) + h)
        return new_h, new_h


torch.manual_seed(0)
for M, inputs in [(A, torch.ones(3)), (B, torch.ones(3)), (C, torch.ones(3)), (D, torch.ones(3)),
                  (E, torch.ones(3)), (Net, torch.randn(3, 4)), (Cell, (torch.rand(3, 4), torch.rand(3, 4)))]:
    t = torch.jit.trace(M(), inputs, check_trace=False)
    print(M.__name__)
    show(t.graph)
    for name, sub in t.named_children():
        print(" ", name)
        show(sub.graph)
        for n2, sub2 in sub.named_children():
            print("   ", n2)
            show(sub2.graph)
t = torch.jit.trace(Cell(), (torch.rand(3, 4), torch.rand(3, 4)), check_trace=False)
print(t.code)
print(t.dg.code)

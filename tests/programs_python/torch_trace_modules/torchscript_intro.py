# The "Introduction to TorchScript" tutorial: a cell run eagerly, traced
# (graph and code), a data-dependent gate scripted, tracing and scripting
# mixed, then saved and loaded.
import torch


def show(graph):
    for line in str(graph).splitlines():
        print(line.split(" # ")[0])


class MyCell(torch.nn.Module):
    def __init__(self):
        super(MyCell, self).__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h


torch.manual_seed(0)
my_cell = MyCell()
print(my_cell)
x, h = torch.rand(3, 4), torch.rand(3, 4)
new_h, _ = my_cell(x, h)
print(new_h.shape, round(new_h.sum().item(), 4))

traced_cell = torch.jit.trace(my_cell, (x, h))
print(traced_cell)
show(traced_cell.graph)
print(traced_cell.code)
a, b = traced_cell(x, h)
print(torch.allclose(a, new_h), a is b)


class MyDecisionGate(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x
        else:
            return -x


class MyCell2(torch.nn.Module):
    def __init__(self, dg):
        super(MyCell2, self).__init__()
        self.dg = dg
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.dg(self.linear(x)) + h)
        return new_h, new_h


scripted_gate = torch.jit.script(MyDecisionGate())
my_cell = MyCell2(scripted_gate)
scripted_cell = torch.jit.script(my_cell)
print(scripted_gate.code)
print(scripted_cell.code)
out, _ = scripted_cell(x, h)
print(out.shape)


class MyRNNLoop(torch.nn.Module):
    def __init__(self):
        super(MyRNNLoop, self).__init__()
        self.cell = torch.jit.trace(MyCell2(scripted_gate), (x, h))

    def forward(self, xs):
        h, y = torch.zeros(3, 4), torch.zeros(3, 4)
        for i in range(xs.size(0)):
            y, h = self.cell(xs[i], h)
        return y, h


rnn_loop = torch.jit.script(MyRNNLoop())
print(rnn_loop.code)
xs = torch.rand(5, 3, 4)
y, hh = rnn_loop(xs)
print(y.shape, hh.shape)


class WrapRNN(torch.nn.Module):
    def __init__(self):
        super(WrapRNN, self).__init__()
        self.loop = torch.jit.script(MyRNNLoop())

    def forward(self, xs):
        y, h = self.loop(xs)
        return torch.relu(y)


traced = torch.jit.trace(WrapRNN(), (torch.rand(10, 3, 4)))
print(traced.code)
print(traced(xs).shape)

traced.save("wrapped_rnn.pt")
loaded = torch.jit.load("wrapped_rnn.pt")
print(loaded)
print(loaded.code)
print(torch.equal(loaded(xs), traced(xs)))

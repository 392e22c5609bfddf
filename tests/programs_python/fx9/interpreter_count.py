# torch.fx.Interpreter: run a traced module node by node, count the ops it
# executes and override call_function/call_module.
import torch
import torch.fx


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(3, 3)
        self.act = torch.nn.ReLU()

    def forward(self, x):
        y = self.act(self.lin(x))
        return torch.sigmoid(y) * 2 + x.mean()


class CountingInterpreter(torch.fx.Interpreter):
    def __init__(self, gm):
        super().__init__(gm)
        self.counts = {}

    def run_node(self, n):
        self.counts[n.op] = self.counts.get(n.op, 0) + 1
        return super().run_node(n)


class NegSigmoid(torch.fx.Interpreter):
    def call_function(self, target, args, kwargs):
        if target == torch.sigmoid:
            return torch.neg(*args, **kwargs)
        return super().call_function(target, args, kwargs)

    def call_module(self, target, args, kwargs):
        print('call_module', target, type(self.fetch_attr(target)).__name__)
        return super().call_module(target, args, kwargs)


torch.manual_seed(0)
net = Net()
gm = torch.fx.symbolic_trace(net)
x = torch.randn(2, 3)
ci = CountingInterpreter(gm)
out = ci.run(x)
print(torch.allclose(out, net(x)), sorted(ci.counts.items()))
out2 = NegSigmoid(gm).run(x)
y = net.act(net.lin(x))
print(torch.allclose(out2, -y * 2 + x.mean()))
print(list(ci.env.keys()))
try:
    torch.fx.Interpreter(gm).run()
except RuntimeError as e:
    print('RuntimeError:', e)

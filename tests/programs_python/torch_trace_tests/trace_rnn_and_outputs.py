# tracing: tuple/dict/list inputs and outputs, an LSTM module, traced function reuse inside nn.Module, graph inputs
import torch
import torch.nn as nn

class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.rnn = nn.LSTM(4, 3, batch_first=True)

    def forward(self, tokens):
        out, (h, c) = self.rnn(self.emb(tokens))
        return out[:, -1], h.squeeze(0)

torch.manual_seed(0)
enc = Encoder().eval()
tokens = torch.randint(0, 10, (2, 5))
traced = torch.jit.trace(enc, tokens)
a, b = traced(tokens)
ea, eb = enc(tokens)
print(torch.allclose(a, ea), torch.allclose(b, eb), a.shape)
print(traced.code)

def pairwise(inputs):
    x, y = inputs
    return {"sum": x + y, "prod": x * y}

tp = torch.jit.trace(pairwise, ((torch.ones(2), torch.full((2,), 3.0)),), strict=False)
out = tp((torch.ones(2) * 2, torch.ones(2)))
print(sorted(out.keys()), out["prod"])

def splitter(x):
    return list(x.chunk(3, dim=0))

ts = torch.jit.trace(splitter, torch.arange(6.0), strict=False)
print(ts(torch.arange(6.0) * 10))
print([i.debugName() for i in ts.graph.inputs()])

def norm_rows(x):
    return x / x.norm(dim=1, keepdim=True)

tn = torch.jit.trace(norm_rows, torch.ones(2, 3))

class UsesTraced(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)

    def forward(self, x):
        return tn(self.lin(x))

u = UsesTraced()
y = u(torch.ones(2, 3))
print(y.shape, torch.allclose(y.norm(dim=1), torch.ones(2)))
su = torch.jit.script(u)
print(torch.allclose(su(torch.ones(2, 3)), y))
print(su.code)

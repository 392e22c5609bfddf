import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(32)
edge_index = torch.tensor([[0, 1, 1, 2, 2, 3, 3, 0, 0, 2], [1, 0, 2, 1, 3, 2, 0, 3, 2, 0]])
num_nodes = 4
x = torch.randn(num_nodes, 3)

def add_self_loops(ei, n):
    loops = torch.arange(n).unsqueeze(0).repeat(2, 1)
    return torch.cat([ei, loops], dim=1)

def degree(index, n):
    return torch.zeros(n).scatter_add_(0, index, torch.ones(index.numel()))

class GCNConv(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.lin = nn.Linear(cin, cout, bias=False)
        self.bias = nn.Parameter(torch.zeros(cout))
    def forward(self, x, ei):
        ei = add_self_loops(ei, x.size(0))
        row, col = ei
        deg = degree(col, x.size(0))
        dinv = deg.pow(-0.5)
        dinv[dinv == float('inf')] = 0
        norm = dinv[row] * dinv[col]
        h = self.lin(x)
        msg = norm.view(-1, 1) * h[row]
        out = torch.zeros_like(h).index_add_(0, col, msg)
        return out + self.bias

class SAGE(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.l_self = nn.Linear(cin, cout)
        self.l_nei = nn.Linear(cin, cout, bias=False)
    def forward(self, x, ei):
        src, dst = ei
        agg = torch.zeros(x.size(0), x.size(1)).index_add_(0, dst, x[src])
        cnt = torch.bincount(dst, minlength=x.size(0)).clamp(min=1).unsqueeze(1)
        return self.l_self(x) + self.l_nei(agg / cnt)

print(degree(edge_index[1], num_nodes))
adj = torch.zeros(num_nodes, num_nodes)
adj[edge_index[0], edge_index[1]] = 1
print(adj, torch.equal(adj, adj.T))
conv = GCNConv(3, 2)
h = conv(x, edge_index)
A = adj + torch.eye(num_nodes)
Dm = torch.diag(A.sum(1).pow(-0.5))
ref = Dm @ A @ Dm @ conv.lin(x) + conv.bias
print(h.shape, torch.allclose(h, ref, atol=1e-6))
sage = SAGE(3, 2)
model = nn.ModuleList([GCNConv(3, 4), SAGE(4, 2)])
opt = torch.optim.Adam(model.parameters(), lr=0.05)
y = torch.tensor([0, 1, 0, 1])
for epoch in range(8):
    opt.zero_grad()
    hh = F.relu(model[0](x, edge_index))
    hh = F.dropout(hh, p=0.0, training=True)
    out = model[1](hh, edge_index)
    loss = F.cross_entropy(out, y)
    loss.backward()
    opt.step()
    if epoch % 2 == 0:
        print(epoch, round(loss.item(), 4), (out.argmax(1) == y).sum().item())
src, dst = edge_index
e = torch.randn(edge_index.size(1))
emax = torch.full((num_nodes,), -float('inf')).scatter_reduce(0, dst, e, reduce='amax')
ex = (e - emax[dst]).exp()
den = torch.zeros(num_nodes).index_add_(0, dst, ex)
alpha = ex / den[dst]
print(torch.zeros(num_nodes).index_add_(0, dst, alpha).round(decimals=4))

import torch
import torch.nn as nn

edge_index = torch.tensor([[0, 1, 1, 2, 3, 0], [1, 0, 2, 1, 0, 3]])
num_nodes = 4
x = torch.arange(num_nodes * 3, dtype=torch.float).view(num_nodes, 3)
src, dst = edge_index
deg = torch.zeros(num_nodes).index_add_(0, dst, torch.ones(dst.size(0)))
print(deg)
agg = torch.zeros(num_nodes, 3).index_add_(0, dst, x[src])
print(agg)
agg2 = torch.zeros(num_nodes, 3).scatter_add_(0, dst.unsqueeze(1).expand(-1, 3), x[src])
print(torch.equal(agg, agg2))
mean = agg / deg.clamp(min=1).unsqueeze(1)
print(mean)
mx = torch.full((num_nodes, 3), float("-inf")).scatter_reduce(0, dst.unsqueeze(1).expand(-1, 3), x[src], reduce="amax")
print(mx)


class GCNLayer(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.lin = nn.Linear(cin, cout, bias=False)
        self.bias = nn.Parameter(torch.zeros(cout))

    def forward(self, x, edge_index):
        n = x.size(0)
        loops = torch.arange(n)
        ei = torch.cat([edge_index, torch.stack([loops, loops])], dim=1)
        s, d = ei
        deg = torch.zeros(n).index_add_(0, d, torch.ones(d.numel()))
        norm = deg[s].rsqrt() * deg[d].rsqrt()
        h = self.lin(x)
        msg = h[s] * norm.unsqueeze(-1)
        out = torch.zeros_like(h).index_add_(0, d, msg)
        return out + self.bias


torch.manual_seed(0)
layer1 = GCNLayer(3, 4)
layer2 = GCNLayer(4, 2)
h = torch.relu(layer1(x, edge_index))
out = layer2(h, edge_index)
print(out.shape, torch.round(out, decimals=3))
y = torch.tensor([0, 1, 0, 1])
opt = torch.optim.Adam(list(layer1.parameters()) + list(layer2.parameters()), lr=0.05)
for _ in range(20):
    out = layer2(torch.relu(layer1(x, edge_index)), edge_index)
    loss = nn.functional.cross_entropy(out, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(loss.item() < 0.7)
adj = torch.zeros(num_nodes, num_nodes)
adj[src, dst] = 1
print(adj, adj.sum(0))
print(torch.sparse_coo_tensor(edge_index, torch.ones(6), (4, 4)).to_dense().equal(adj))

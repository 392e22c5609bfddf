import torch

torch.manual_seed(2)
centers = torch.tensor([[0.0, 0.0], [5.0, 5.0], [0.0, 5.0]])
pts = torch.cat([c + 0.5 * torch.randn(20, 2) for c in centers])
labels = torch.arange(3).repeat_interleave(20)

def kmeans(x, k, iters=10):
    cent = x[torch.randperm(x.shape[0])[:k]].clone()
    for it in range(iters):
        d = torch.cdist(x, cent)
        assign = d.argmin(1)
        new = torch.stack([x[assign == j].mean(0) if (assign == j).any() else cent[j] for j in range(k)])
        shift = (new - cent).norm(dim=1).max().item()
        cent = new
        if shift < 1e-4:
            break
    return cent, assign, it

cent, assign, iters = kmeans(pts, 3)
order = cent[:, 0] * 10 + cent[:, 1]
print(torch.round(cent[order.argsort()], decimals=1))
print(iters < 10, torch.bincount(assign).sort().values.tolist())

def knn_predict(train_x, train_y, query, k=5):
    d = torch.cdist(query, train_x)
    idx = d.topk(k, largest=False).indices
    votes = train_y[idx]
    return torch.mode(votes, dim=1).values

q = torch.tensor([[0.2, -0.1], [4.8, 5.3], [-0.3, 4.6], [2.5, 2.5]])
print(knn_predict(pts, labels, q).tolist())
dist = torch.cdist(q, centers)
print(torch.round(dist, decimals=3))
print(torch.round(torch.pdist(centers), decimals=3))
sim = torch.nn.functional.cosine_similarity(q[:, None], centers[None], dim=-1)
print(sim.shape, sim.argmax(1).tolist())
print(torch.unique(labels, return_counts=True))
print(torch.histc(pts[:, 0], bins=5, min=-2, max=7))
print(torch.bucketize(torch.tensor([0.5, 3.0, 9.0]), torch.tensor([1.0, 2.0, 5.0])))
print(torch.searchsorted(torch.tensor([1.0, 2.0, 5.0]), torch.tensor([2.0, 6.0]), right=True))

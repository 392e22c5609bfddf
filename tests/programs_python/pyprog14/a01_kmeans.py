import torch


def kmeans(x, k, iters=10, seed=0):
    g = torch.Generator().manual_seed(seed)
    idx = torch.randperm(x.size(0), generator=g)[:k]
    centers = x[idx].clone()
    for it in range(iters):
        d = torch.cdist(x, centers)
        assign = d.argmin(dim=1)
        new = torch.stack([x[assign == j].mean(0) if (assign == j).any() else centers[j] for j in range(k)])
        shift = (new - centers).norm().item()
        centers = new
        if shift < 1e-6:
            break
    return centers, assign, it


torch.manual_seed(0)
blobs = torch.cat([torch.randn(10, 2) * 0.2 + torch.tensor(c) for c in [(0.0, 0.0), (3.0, 3.0), (0.0, 4.0)]])
centers, assign, it = kmeans(blobs, 3)
order = centers[:, 0].mul(10).add(centers[:, 1]).argsort()
print(torch.round(centers[order], decimals=1) + 0.0)
counts = torch.bincount(assign, minlength=3)
print(sorted(counts.tolist()), it < 10)
inertia = ((blobs - centers[assign]) ** 2).sum().item()
print(round(inertia, 1))
labels = assign.view(3, 10)
print([len(set(row.tolist())) for row in labels])

import torch

torch.manual_seed(3)
centers_true = torch.tensor([[0.0, 0.0], [5.0, 5.0], [0.0, 6.0]])
points = torch.cat([c + torch.randn(30, 2) * 0.7 for c in centers_true])
perm = torch.randperm(points.size(0))
points = points[perm]

def kmeans(x, k, iters=10):
    centroids = x[:k].clone()
    for it in range(iters):
        d = torch.cdist(x, centroids)
        assign = d.argmin(dim=1)
        new = torch.stack([x[assign == j].mean(dim=0) for j in range(k)])
        shift = (new - centroids).norm(dim=1).max().item()
        centroids = new
        if shift < 1e-4:
            print("converged after", it + 1, "iterations")
            break
    return centroids, assign

cents, assign = kmeans(points, 3)
order = sorted(range(3), key=lambda j: (round(cents[j, 0].item()), round(cents[j, 1].item())))
for j in order:
    c = cents[j]
    print(f"cluster at ({c[0]:.2f}, {c[1]:.2f}) with {(assign == j).sum().item()} points")
inertia = ((points - cents[assign]) ** 2).sum()
print(f"inertia: {inertia:.3f}")
d2 = ((points[:, None, :] - cents[None, :, :]) ** 2).sum(-1)
print(torch.equal(d2.argmin(1), assign))
print(torch.bincount(assign).sort().values.tolist())

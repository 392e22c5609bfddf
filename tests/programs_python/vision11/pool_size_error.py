# Pooling size errors name the channel count, not batch x channels (as ATen does).
import torch
import torch.nn.functional as F
for f, x, k in [(F.max_pool2d, torch.randn(2, 5, 3, 3), 5), (F.avg_pool2d, torch.randn(2, 5, 3, 3), 5),
                (F.avg_pool1d, torch.randn(2, 5, 3), 5), (F.max_pool3d, torch.randn(2, 5, 1, 3, 3), 2),
                (F.avg_pool3d, torch.randn(2, 5, 1, 3, 3), 2), (F.max_pool2d, torch.randn(5, 3, 3), 5)]:
    try:
        f(x, k)
    except RuntimeError as e:
        print(str(e).split("\n")[0])

import torch


def window_partition(x, window_size):
    B, H, W, C = x.shape
    x = x.view(B, H // window_size, window_size, W // window_size, window_size, C)
    windows = x.permute(0, 1, 3, 2, 4, 5).contiguous().view(-1, window_size, window_size, C)
    return windows


def window_reverse(windows, window_size, H, W):
    B = int(windows.shape[0] / (H * W / window_size / window_size))
    x = windows.view(B, H // window_size, W // window_size, window_size, window_size, -1)
    x = x.permute(0, 1, 3, 2, 4, 5).contiguous().view(B, H, W, -1)
    return x


x = torch.arange(2 * 4 * 4 * 1).view(2, 4, 4, 1).float()
w = window_partition(x, 2)
print(w.shape)
print(w[0, :, :, 0])
print(w[3, :, :, 0])
r = window_reverse(w, 2, 4, 4)
print(torch.equal(r, x))
shifted = torch.roll(x, shifts=(-1, -1), dims=(1, 2))
print(shifted[0, :, :, 0])
img_mask = torch.zeros((1, 4, 4, 1))
cnt = 0
for h in (slice(0, -2), slice(-2, -1), slice(-1, None)):
    for ww in (slice(0, -2), slice(-2, -1), slice(-1, None)):
        img_mask[:, h, ww, :] = cnt
        cnt += 1
print(img_mask[0, :, :, 0])
mask_windows = window_partition(img_mask, 2).view(-1, 4)
attn_mask = mask_windows.unsqueeze(1) - mask_windows.unsqueeze(2)
attn_mask = attn_mask.masked_fill(attn_mask != 0, float(-100.0)).masked_fill(attn_mask == 0, float(0.0))
print(attn_mask.shape)
print(attn_mask[3])
coords = torch.stack(torch.meshgrid([torch.arange(2), torch.arange(2)], indexing="ij"))
coords_flatten = torch.flatten(coords, 1)
rel = coords_flatten[:, :, None] - coords_flatten[:, None, :]
rel = rel.permute(1, 2, 0).contiguous()
rel[:, :, 0] += 1
rel[:, :, 1] += 1
rel[:, :, 0] *= 3
print(rel.sum(-1))

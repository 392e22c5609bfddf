import torch
import torch.nn as nn


class PatchEmbed(nn.Module):
    def __init__(self, img_size=8, patch_size=4, in_chans=3, embed_dim=6):
        super().__init__()
        self.num_patches = (img_size // patch_size) ** 2
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)

    def forward(self, x):
        x = self.proj(x)
        return x.flatten(2).transpose(1, 2)


class TinyViT(nn.Module):
    def __init__(self, embed_dim=6, depth=2, num_classes=3):
        super().__init__()
        self.patch_embed = PatchEmbed(embed_dim=embed_dim)
        n = self.patch_embed.num_patches
        self.cls_token = nn.Parameter(torch.zeros(1, 1, embed_dim))
        self.pos_embed = nn.Parameter(torch.zeros(1, n + 1, embed_dim))
        nn.init.trunc_normal_(self.pos_embed, std=0.02)
        nn.init.trunc_normal_(self.cls_token, std=0.02)
        layer = nn.TransformerEncoderLayer(embed_dim, 2, dim_feedforward=12, dropout=0.0, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, depth)
        self.norm = nn.LayerNorm(embed_dim)
        self.head = nn.Linear(embed_dim, num_classes)

    def forward(self, x):
        B = x.shape[0]
        x = self.patch_embed(x)
        cls = self.cls_token.expand(B, -1, -1)
        x = torch.cat((cls, x), dim=1)
        x = x + self.pos_embed
        x = self.blocks(x)
        x = self.norm(x)
        return self.head(x[:, 0])


torch.manual_seed(0)
m = TinyViT().eval()
img = torch.randn(2, 3, 8, 8)
print(m.patch_embed(img).shape)
out = m(img)
print(out.shape)
print(torch.round(out, decimals=3))
print([n for n, p in m.named_parameters()][:5])
print(m.pos_embed.abs().max().item() < 0.05)
no_decay = [n for n, p in m.named_parameters() if p.ndim <= 1 or n.endswith(".bias") or n in ("cls_token", "pos_embed")]
print(len(no_decay), len(list(m.parameters())))

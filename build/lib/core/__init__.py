"""Rules engines for Chắn and Sichuan mahjong. Standard library only."""

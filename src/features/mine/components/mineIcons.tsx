import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import CompassOutline from 'antd-mobile-icons/es/CompassOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import HandPayCircleOutline from 'antd-mobile-icons/es/HandPayCircleOutline';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import LikeOutline from 'antd-mobile-icons/es/LikeOutline';
import LocationOutline from 'antd-mobile-icons/es/LocationOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import PhonebookOutline from 'antd-mobile-icons/es/PhonebookOutline';
import ReceiptOutline from 'antd-mobile-icons/es/ReceiptOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import TravelOutline from 'antd-mobile-icons/es/TravelOutline';
import TruckOutline from 'antd-mobile-icons/es/TruckOutline';
import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';

/** The icons of /mine's rows (antd-mobile-icons), by name. */
export const mineIcons = {
  AppstoreOutline,
  BillOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  CompassOutline,
  EditSOutline,
  FileOutline,
  HandPayCircleOutline,
  HistogramOutline,
  LikeOutline,
  LocationOutline,
  MessageOutline,
  PayCircleOutline,
  PhonebookOutline,
  ReceiptOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  TruckOutline,
  UserContactOutline,
  UserOutline,
};
